"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The comparison's horizontal scroller. On a phone two columns show at a time and snap into place;
 * the indicator ("1–2 of 3") follows the scroll. `positions[i]` is the text when column i is first.
 */
export function CompareScroller({
  positions,
  hint,
  children,
}: {
  positions: string[];
  hint: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      const column = el.querySelector<HTMLElement>("[data-compare-column]");
      if (!column?.offsetWidth) return;
      const i = Math.round(el.scrollLeft / column.offsetWidth);
      setFirst(Math.min(Math.max(i, 0), positions.length - 1));
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, [positions.length]);
  return (
    <div>
      {positions.length > 1 && (
        <p className="mb-2 flex items-center justify-between gap-3 text-sm text-slate-600 md:hidden">
          <span>{hint}</span>
          <span
            aria-live="polite"
            className="shrink-0 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white"
          >
            {positions[first]}
          </span>
        </p>
      )}
      {/* relative: the cells' screen-reader-only text is absolutely positioned, and with no
          positioned ancestor inside the page it escaped the scroller's clipping, so a third column's
          equipment marks widened a phone's page by a few pixels */}
      <div
        ref={ref}
        className="@container relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:snap-none md:scroll-pl-0"
      >
        {children}
      </div>
    </div>
  );
}
