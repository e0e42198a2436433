"use client";

import { useEffect, useState, type ReactNode } from "react";

/**
 * The phone's contact bar on the ad page (issue 31): fixed at the bottom while the seller card
 * (the element with id `target`) is out of view, with the price and the card's own contact
 * buttons (the reveal rules are theirs). Server-rendered hidden, so it costs no layout shift.
 */
export function StickyContactBar({
  target,
  label,
  children,
}: {
  target: string;
  label: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const card = document.getElementById(target);
    // no observer (an old browser, jsdom): the card alone, as before
    if (!card || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting));
    observer.observe(card);
    return () => observer.disconnect();
  }, [target]);
  return (
    <div
      role="region"
      aria-label={label}
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      {children}
    </div>
  );
}
