"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api/client";
import type { ArchiveLabels } from "./archive-button";
import { routes } from "@/lib/routes";

/**
 * Confirms, then archives (seed 001 §4): the owner through POST /api/ads/cars/{id}/archive/ and
 * then to /profile; an admin through POST /validate/archive/{id}, then the page again (now the
 * archived view). On failure the dialog closes and the failure is logged only.
 */
export default function ArchiveDialog({
  adId,
  as,
  labels,
  onClose,
}: {
  adId: number;
  as: "owner" | "admin";
  labels: ArchiveLabels;
  onClose: () => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const archive = async () => {
    setBusy(true);
    try {
      await apiFetch(
        as === "admin" ? `/validate/archive/${adId}` : `/api/ads/cars/${adId}/archive/`,
        { method: "POST" },
      );
      if (as === "admin") window.location.reload();
      else router.push(routes.profile());
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
