"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { CloseIcon } from "./icons";

export type ToastKind = "success" | "error" | "info";

export interface ToastInput {
  kind?: ToastKind;
  /** The toast's text, already translated. */
  text: string;
  /** Shown under the text (the server's reason of a failure). */
  detail?: string;
}

interface ToastItem extends Required<Pick<ToastInput, "kind" | "text">> {
  id: number;
  detail?: string;
}

type Show = (toast: ToastInput) => void;

const ToastContext = createContext<Show | null>(null);

/** How long a toast stays; an error a little longer, to be read. */
const DURATION: Record<ToastKind, number> = { success: 4000, info: 4000, error: 7000 };
const MAX_SHOWN = 3;

const LOOK: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-primary-200 bg-primary-50 text-primary-900",
};

/**
 * Short messages over the page (a save that worked or failed), announced politely to screen
 * readers and gone after a few seconds. One provider in the locale layout; any island calls
 * `useToast()`. A toast survives a client-side navigation, so "saved" can follow the user to the
 * next page.
 */
export function ToastProvider({
  closeLabel,
  children,
}: {
  closeLabel: string;
  children: React.ReactNode;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback(
    (id: number) => setItems((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback<Show>(
    ({ kind = "info", text, detail }) => {
      const id = next.current++;
      setItems((all) => [...all, { id, kind, text, detail }].slice(-MAX_SHOWN));
      setTimeout(() => dismiss(id), DURATION[kind]);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* the region exists before any toast, so screen readers announce what enters it; a live
          region, not role="status": an empty status on every page would shadow the page's own */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-[60] flex flex-col items-center gap-2 px-4 md:top-4 md:right-4 md:bottom-auto md:left-auto md:items-end"
      >
        {items.map((t) => (
          <div
            key={t.id}
            data-kind={t.kind}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${LOOK[t.kind]}`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t.text}</p>
              {t.detail && <p className="mt-0.5 break-words">{t.detail}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label={closeLabel}
              className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside a provider (a test, an isolated island) it does nothing. */
export function useToast(): Show {
  return useContext(ToastContext) ?? noop;
}

const noop: Show = () => {};
