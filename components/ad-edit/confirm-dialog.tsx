"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** A yes/no question before a destructive step; the danger button waits for `onConfirm`. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  busyText,
  cancel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  busyText?: string;
  cancel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog onClose={busy ? () => {} : onClose} title={title} placement="center">
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {cancel}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
          }}
        >
          {busy && busyText ? busyText : confirm}
        </Button>
      </div>
    </Dialog>
  );
}
