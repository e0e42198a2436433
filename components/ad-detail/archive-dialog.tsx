"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api/client";
import type { ArchiveLabels } from "./archive-button";

/**
 * Confirms, then archives (seed 001 §4): the owner through POST /api/ads/cars/{id}/archive/ and
 * then to /profile; an admin through POST /validate/archive/{id}, then the page again (now the
 * archived view). On failure the dialog closes and the failure is logged only.
 */
export default function ArchiveDialog({ adId, as, labels, onClose }: { adId: number; as: "owner" | "admin"; labels: ArchiveLabels; onClose: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const archive = async () => {
    setBusy(true);
    try {
      await apiFetch(as === "admin" ? `/validate/archive/${adId}` : `/api/ads/cars/${adId}/archive/`, { method: "POST" });
      if (as === "admin") window.location.reload();
      else router.push("/profile");
    } catch (err) {
      console.error("[archive] failed:", err);
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? () => {} : onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{labels.title}</DialogTitle>
          <p className="mt-2 text-slate-600">{labels.text}</p>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" onClick={onClose} disabled={busy} className="rounded-lg px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50">
              {labels.cancel}
            </button>
            <button type="button" onClick={archive} disabled={busy} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {busy ? labels.busy : labels.confirm}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
