"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons";

// The phone's dialog (and its dialog library) loads on the first tap, not with the seller page.
const loadDialog = () => import("@/components/ui/dialog");
const Dialog = lazyClient(() => loadDialog().then((m) => m.Dialog));

const PHONE = "(max-width: 767px)";

/**
 * The chip of an anonymised (imported) seller (seed 001 §2.5): its explanation is a tooltip on
 * hover and keyboard focus from 768 px up, and a dialog on a tap on phones.
 */
export function AnonymizedChip({
  label,
  hint,
  closeLabel,
}: {
  label: string;
  hint: string;
  closeLabel: string;
}) {
  const tipId = useId();
  const [tip, setTip] = useState(false);
  const [dialog, setDialog] = useState(false);
  const onClick = () => {
    if (window.matchMedia(PHONE).matches) setDialog(true);
    else setTip((v) => !v);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") setTip(false);
  };
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setTip(true)}
      onMouseLeave={() => setTip(false)}
    >
      <button
        type="button"
        aria-describedby={tipId}
        onClick={onClick}
        onPointerDown={(e) => e.pointerType !== "mouse" && void loadDialog()}
        onFocus={() => setTip(true)}
        onBlur={() => setTip(false)}
        onKeyDown={onKeyDown}
        className="focus-visible:ring-primary-500 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-200 focus-visible:ring-2 focus-visible:outline-none"
      >
        <InfoIcon />
        {label}
      </button>
      {/* Always in the DOM as the button's description; shown as a tooltip only from 768 px up. */}
      <span
        role="tooltip"
        id={tipId}
        className={`absolute top-full left-0 z-20 mt-2 w-72 rounded-lg bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg ${tip ? "hidden md:block" : "hidden"}`}
      >
        {hint}
      </span>
      {dialog && (
        <Dialog open onClose={() => setDialog(false)} title={label} placement="bottom" size="full">
          <p className="mt-2 text-slate-700">{hint}</p>
          <Button size="lg" onClick={() => setDialog(false)} className="mt-4 w-full">
            {closeLabel}
          </Button>
        </Dialog>
      )}
    </span>
  );
}
