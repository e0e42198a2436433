"use client";

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { pickerButton } from "./picker-styles";

type Listboxes = typeof import("./listboxes");

// The desktop dropdowns (Headless UI's listbox and its positioning, most of the search form's
// JavaScript) load when a picker is first hovered, focused or clicked; until then each picker is a
// plain button that looks the same. One load serves all of them.
let listboxes: Listboxes | null = null;
let loading: Promise<Listboxes> | null = null;
const listeners = new Set<() => void>();

export function loadListboxes() {
  return (loading ??= import("./listboxes").then((m) => {
    listboxes = m;
    listeners.forEach((l) => l());
    return m;
  }));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * A desktop picker: its label over a stand-in button until the listboxes are loaded, then the
 * real dropdown. A press or click on the stand-in opens the dropdown as soon as it arrives, and
 * the focus stays on the button across the swap, so neither a click nor the keyboard notices it.
 */
export function LazyPicker({
  label,
  face,
  disabled,
  render,
}: {
  label: string;
  face: ReactNode;
  disabled?: boolean;
  render: (lib: Listboxes) => ReactNode;
}) {
  const lib = useSyncExternalStore(
    subscribe,
    () => listboxes,
    () => null,
  );
  const frame = useRef<HTMLDivElement>(null);
  const wanted = useRef<"open" | "focus" | null>(null);
  useEffect(() => {
    const button = frame.current?.querySelector("button");
    if (!lib || !button || !wanted.current) return;
    button.focus();
    if (wanted.current === "open") button.click();
    wanted.current = null;
  }, [lib]);
  return (
    <div ref={frame} className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
      <span aria-hidden>{label}</span>
      {lib ? (
        render(lib)
      ) : (
        <button
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={false}
          onPointerEnter={() => void loadListboxes()}
          // a dropdown opens on the mouse press, as Headless UI's does: the swap may land before the
          // release, which would then click nothing
          onPointerDown={(e) => {
            if (e.pointerType === "mouse" && e.button === 0) wanted.current = "open";
            void loadListboxes();
          }}
          onFocus={() => {
            wanted.current ??= "focus";
            void loadListboxes();
          }}
          onBlur={() => {
            // the swap itself blurs the stand-in (it leaves the page): that one keeps the wish
            if (!listboxes) wanted.current = null;
          }}
          onClick={() => {
            wanted.current = "open";
            void loadListboxes();
          }}
          className={pickerButton}
        >
          {face}
        </button>
      )}
    </div>
  );
}
