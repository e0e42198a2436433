"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/** A modal sheet rising from the bottom of a phone screen, at most 70 % of its height. */
export function BottomSheet({
  open,
  onClose,
  title,
  closeLabel,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity data-closed:opacity-0"
      />
      <div className="fixed inset-x-0 bottom-0 flex justify-center">
        <DialogPanel
          transition
          className="flex max-h-[70vh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl transition data-closed:translate-y-full"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              {closeLabel}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-2">{children}</div>
          {footer && <div className="border-t border-slate-200 p-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
