"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/ui/use-error-text";
import { AdminArchiveDialog } from "@/components/admin/admin-archive-dialog";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import type { ArchiveLabels } from "./archive-button";
import { EndReasonFields, type SellerEndReason } from "./end-reason-fields";
import { routes } from "@/lib/routes";

/**
 * The seller's own archive (issue 32): asks why the ad ends (EndReasonFields), then `onArchive`
 * with the answer. Nothing chosen: a translated error under the question, nothing sent. A refusal
 * keeps the dialog open with the choice made: the server's field error under the question, any
 * other as a general error. Needs the "endReasons" messages and "common.errorOccurred"
 * (AD_ARCHIVE_MESSAGES).
 */
export function OwnerArchiveDialog({
  title,
  text,
  confirm,
  busyText,
  cancel,
  failed,
  onArchive,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  busyText: string;
  cancel: string;
  /** the text of a refusal without a field error; "common.errorOccurred" by default */
  failed?: string;
  onArchive: (endReason: SellerEndReason) => Promise<void>;
  onClose: () => void;
}) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [endReason, setEndReason] = useState<SellerEndReason | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const archive = async () => {
    setFailure(null);
    if (!endReason) {
      setFieldError(errorText("endReasons.errors.required") ?? null);
      return;
    }
    setBusy(true);
    try {
      await onArchive(endReason);
    } catch (err) {
      console.error("[archive] failed:", err);
      const field = err instanceof AppError ? err.fields?.endReason : undefined;
      if (field) setFieldError(errorText(field) ?? null);
      else setFailure(failed ?? errorText("common.errorOccurred") ?? null);
      setBusy(false);
    }
  };
  return (
    <Dialog onClose={busy ? () => {} : onClose} title={title} placement="center">
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-4">
        <EndReasonFields
          value={endReason}
          onChange={(reason) => {
            setEndReason(reason);
            setFieldError(null);
          }}
          error={fieldError}
          disabled={busy}
        />
      </div>
      {failure && (
        <div className="mt-4">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {cancel}
        </Button>
        <Button variant="danger" onClick={archive} disabled={busy}>
          {busy ? busyText : confirm}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Archives (seed 001 §4): the owner says why the ad ends (OwnerArchiveDialog), archives through
 * POST /api/ads/cars/{id}/archive/ and goes to /profile; an admin gives a reason
 * (AdminArchiveDialog), archives through POST /validate/archive/{id}, then sees the page again
 * (now the archived view).
 */
export default function ArchiveDialog({
  adId,
  adTitle,
  as,
  labels,
  onClose,
}: {
  adId: number;
  adTitle: string;
  as: "owner" | "admin";
  labels: ArchiveLabels;
  onClose: () => void;
}) {
  const router = useRouter();
  if (as === "admin") {
    const archiveAsAdmin = async (reason: string) => {
      await apiFetch(`/validate/archive/${adId}`, { method: "POST", body: { reason } });
      window.location.reload();
    };
    return <AdminArchiveDialog title={adTitle} onArchive={archiveAsAdmin} onClose={onClose} />;
  }
  const archive = async (endReason: SellerEndReason) => {
    await apiFetch(`/api/ads/cars/${adId}/archive/`, { method: "POST", body: { endReason } });
    router.push(routes.profile());
  };
  return (
    <OwnerArchiveDialog
      title={labels.title}
      text={labels.text}
      confirm={labels.confirm}
      busyText={labels.busy}
      cancel={labels.cancel}
      onArchive={archive}
      onClose={onClose}
    />
  );
}
