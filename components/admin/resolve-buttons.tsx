"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api/client";
import type { QueueKind, ResolveAction } from "@/lib/moderation/schemas";

/**
 * Archivovat / Zamítnout for one ad of a queue: one request, both buttons held while it runs (a
 * double click sends it once; the server is idempotent anyway), then the page is read again.
 */
export function ResolveButtons({
  adId,
  title,
  kind,
  canArchive,
}: {
  adId: number;
  title: string;
  kind: QueueKind;
  /** false for a deleted ad: only its reports can be closed */
  canArchive: boolean;
}) {
  const t = useTranslations("admin.actions");
  const router = useRouter();
  const [busy, setBusy] = useState<ResolveAction | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (action: ResolveAction) => {
    if (busy) return;
    setBusy(action);
    setFailed(false);
    try {
      await apiFetch(`/api/admin/ads/${adId}/resolve/`, { method: "POST", body: { action, kind } });
      router.refresh();
    } catch (err) {
      console.error("[admin] resolve failed:", err);
      setFailed(true);
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex gap-2">
        {canArchive && (
          <Button
            variant="danger"
            size="sm"
            onClick={() => run("archive")}
            disabled={busy !== null}
            aria-label={t("archiveLabel", { title })}
          >
            {busy === "archive" ? t("archiving") : t("archive")}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => run("dismiss")}
          disabled={busy !== null}
          aria-label={t("dismissLabel", { title })}
        >
          {busy === "dismiss" ? t("dismissing") : t("dismiss")}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
