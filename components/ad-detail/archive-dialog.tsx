"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { AdminArchiveDialog } from "@/components/admin/admin-archive-dialog";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import type { ArchiveLabels } from "./archive-button";
import { routes } from "@/lib/routes";

/**
 * Confirms, then archives (seed 001 §4): the owner through POST /api/ads/cars/{id}/archive/ and
 * then to /profile (on failure the dialog closes and the failure is logged only); an admin gives
 * a reason (AdminArchiveDialog), archives through POST /validate/archive/{id}, then sees the page
 * again (now the archived view).
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
  const [busy, setBusy] = useState(false);
  if (as === "admin") {
    const archiveAsAdmin = async (reason: string) => {
      await apiFetch(`/validate/archive/${adId}`, { method: "POST", body: { reason } });
      window.location.reload();
    };
    return <AdminArchiveDialog title={adTitle} onArchive={archiveAsAdmin} onClose={onClose} />;
  }
  const archive = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/ads/cars/${adId}/archive/`, { method: "POST" });
      router.push(routes.profile());
    } catch (err) {
      console.error("[archive] failed:", err);
      onClose();
    }
  };
  return (
    <Dialog onClose={busy ? () => {} : onClose} title={labels.title} placement="center">
      <p className="mt-2 text-slate-600">{labels.text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {labels.cancel}
        </Button>
        <Button variant="danger" onClick={archive} disabled={busy}>
          {busy ? labels.busy : labels.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
