"use client";

import { useState, useTransition } from "react";
import { useRouter } from "@/i18n/navigation";
import { Button, type ButtonSize } from "@/components/ui/button";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";

export interface RenewLabels {
  renew: string;
  busy: string;
  failed: string;
  byAdmin: string;
}

/**
 * "Obnovit inzerát" on an archived or sold ad, in My Ads and on the seller's own archived ad page:
 * back on sale, checked today (issue 15), and the page shows it again.
 */
export function RenewButton({
  adId,
  labels,
  size = "sm",
  className = "mt-2 flex flex-wrap items-center gap-3",
}: {
  adId: number;
  labels: RenewLabels;
  size?: ButtonSize;
  className?: string;
}) {
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
    <div className={className}>
      <Button variant="primary" size={size} onClick={renew} disabled={pending}>
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
