"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import type { QueueKind, ResolveAction } from "@/lib/moderation/schemas";
import { AdminArchiveDialog } from "./admin-archive-dialog";

/**
 * Archivovat / Zamítnout for one ad of a queue: Archivovat first asks the reason (mailed to the
 * seller, kept in the audit log). One request, both buttons held while it runs (a double click
 * sends it once; the server is idempotent anyway), then the page is read again.
 */
export function ResolveButtons({
  adId,
  title,
  kind,
  canArchive,
  path = `/api/admin/ads/${adId}/resolve/`,
}: {
  adId: number;
  title: string;
  kind: QueueKind;
  /** false for a deleted ad: only its reports can be closed */
  canArchive: boolean;
  /** where the decision is sent: the ad's resolve, or a reported thread's */
  path?: string;
}) {
  const t = useTranslations("admin.actions");
  const router = useRouter();
  const [busy, setBusy] = useState<ResolveAction | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const resolve = (body: { action: ResolveAction; kind: QueueKind; reason?: string }) =>
    apiFetch(path, { method: "POST", body });
  const dismiss = async () => {
    if (busy) return;
    setBusy("dismiss");
    setFailed(false);
    try {
      await resolve({ action: "dismiss", kind });
      router.refresh();
    } catch (err) {
      console.error("[admin] resolve failed:", err);
      setFailed(true);
      setBusy(null);
    }
  };
  const archive = async (reason: string) => {
    setBusy("archive");
    try {
      await resolve({ action: "archive", kind, reason });
      setConfirming(false);
      router.refresh();
    } finally {
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
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
            aria-label={t("archiveLabel", { title })}
          >
            {busy === "archive" ? t("archiving") : t("archive")}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={dismiss}
          disabled={busy !== null}
          aria-label={t("dismissLabel", { title })}
        >
          {busy === "dismiss" ? t("dismissing") : t("dismiss")}
        </Button>
      </div>
      {confirming && (
        <AdminArchiveDialog
          title={title}
          onArchive={archive}
          onClose={() => setConfirming(false)}
        />
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
