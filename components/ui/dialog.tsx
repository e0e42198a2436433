"use client";

import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";

const PLACEMENT = {
  /** A bottom sheet on phones, a centred card from 768 px up. */
  sheet: "items-end md:items-center md:p-4",
  /** A centred card everywhere. */
  center: "items-center p-4",
  /** A bottom sheet at every width (the phone-only explanations). */
  bottom: "items-end",
} as const;

const SIZE = {
  md: { panel: "max-w-md p-5", title: "text-lg font-semibold" },
  lg: { panel: "max-w-lg p-5 md:p-6", title: "text-xl font-bold" },
  full: { panel: "p-5", title: "text-lg font-bold" },
} as const;

/**
 * The one modal shell (Headless UI): a title, an optional ✕ button, Escape and a click outside
 * close it, the focus stays inside and returns to the opener. Tall content scrolls the page.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  closeLabel,
  placement = "sheet",
  size = "md",
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The accessible name of the ✕ button; without it the dialog has none (its own buttons close). */
  closeLabel?: string;
  placement?: keyof typeof PLACEMENT;
  size?: keyof typeof SIZE;
  children: ReactNode;
}) {
  const rounded =
    placement === "center"
      ? "rounded-2xl"
      : placement === "sheet"
        ? "rounded-t-2xl md:rounded-2xl"
        : "rounded-t-2xl";
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className={`flex min-h-full justify-center ${PLACEMENT[placement]}`}>
          <DialogPanel className={`w-full bg-white shadow-xl ${rounded} ${SIZE[size].panel}`}>
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className={SIZE[size].title}>{title}</DialogTitle>
              {closeLabel && (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label={closeLabel}
                  className="-m-1 grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
                >
                  <CloseIcon className="size-5" />
                </button>
              )}
            </div>
            {children}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
