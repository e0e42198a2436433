"use client";

import { useEffect, useId, useRef, type KeyboardEvent } from "react";

export interface WheelOption {
  /** undefined: no limit */
  value?: number;
  label: string;
}

/** Item height in px when the layout cannot tell (jsdom): h-10. */
const ITEM_PX = 40;
const PAGE = 5;
const KEY_STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  PageDown: (i) => i + PAGE,
  PageUp: (i) => i - PAGE,
  Home: () => 0,
  End: (_, last) => last,
};

const entryPx = (el: HTMLElement) =>
  (el.firstElementChild as HTMLElement | null)?.offsetHeight || ITEM_PX;

/** Scrolls a wheel to its entry i; true when it glides there (a scrollend follows). */
function scrollToEntry(el: HTMLElement, i: number, smooth: boolean) {
  const top = i * entryPx(el);
  if (Math.abs(el.scrollTop - top) < 1) return false;
  if (smooth && el.scrollTo) {
    el.scrollTo({ top, behavior: "smooth" });
    return true;
  }
  el.scrollTop = top;
  return false;
}

/**
 * A scroll wheel of a phone picker: the centred entry is the value. Scrolling snaps to an entry,
 * a tap picks one, and the focused wheel follows the arrows, PageUp/PageDown, Home and End.
 */
export function Wheel({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: WheelOption[];
  value?: number;
  onChange: (value?: number) => void;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const pick = (i: number) => {
    const next = options[Math.min(Math.max(i, 0), options.length - 1)];
    if (next.value !== value) onChange(next.value);
  };

  // scrolls made here follow the value and never set it: a glide cut short by the next key press
  // ends between entries, and would otherwise pick the entry it stopped on
  const gliding = useRef(false);
  const placed = useRef(false);
  useEffect(() => {
    // the first placement jumps, later ones glide (a key press, the other wheel's correction)
    if (list.current) gliding.current = scrollToEntry(list.current, index, placed.current);
    placed.current = true;
  }, [index]);
  const onScrollEnd = () => {
    const el = list.current!;
    if (gliding.current) gliding.current = scrollToEntry(el, index, true);
    else pick(Math.round(el.scrollTop / entryPx(el)));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    pick(step(index, options.length - 1));
  };

  return (
    <div className="has-[:focus-visible]:ring-primary-300 relative rounded-lg has-[:focus-visible]:ring-2">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-1/2 h-10 -translate-y-1/2 rounded-lg bg-slate-100"
      />
      <div
        ref={list}
        role="listbox"
        aria-label={label}
        aria-activedescendant={`${id}-${index}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScrollEnd={onScrollEnd}
        className="relative h-50 snap-y snap-mandatory [scrollbar-width:none] overflow-y-auto overscroll-contain rounded-lg [mask-image:linear-gradient(transparent,black_30%,black_70%,transparent)] py-20 focus:outline-none"
      >
        {options.map((o, i) => (
          <div
            key={o.value ?? "none"}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === index}
            onClick={() => pick(i)}
            className="flex h-10 cursor-pointer snap-center items-center justify-center px-1 text-center text-[15px] whitespace-nowrap text-slate-500 tabular-nums select-none aria-selected:font-semibold aria-selected:text-slate-900"
          >
            {o.label}
          </div>
        ))}
      </div>
    </div>
  );
}
