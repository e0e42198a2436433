"use client";

import { useState, useTransition } from "react";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { AppError } from "@/lib/api/errors";

export interface RenewLabels {
  renew: string;
  busy: string;
  failed: string;
  byAdmin: string;
}

/** My Ads' "Obnovit inzerát" on an archived or sold ad: back on sale, checked today (issue 15). */
export function RenewButton({ adId, labels }: { adId: number; labels: RenewLabels }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const renew = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/ads/cars/${adId}/renew/`, { method: "POST", noRedirect: true });
      startRefresh(() => router.refresh());
    } catch (err) {
      setError(err instanceof AppError && err.status === 403 ? labels.byAdmin : labels.failed);
    } finally {
      setBusy(false);
    }
  };
  const pending = busy || refreshing;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button variant="primary" size="sm" onClick={renew} disabled={pending}>
        {pending ? labels.busy : labels.renew}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
