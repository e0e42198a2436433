"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { GalleryPhoto } from "./photos";

export interface GalleryLabels {
  title: string;
  grid: string;
  previous: string;
  next: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  zoomReset: string;
  /** one per photo */
  alts: string[];
  /** "3 / 12", one per photo */
  counter: string[];
}

export type GalleryView = { mode: "photo" | "grid"; index: number };

// The full-screen gallery loads when first wanted (hover, focus or tap), not with the page.
const loadModal = () => import("./gallery-modal");
const GalleryModal = lazyClient(loadModal);

/**
 * Makes the server-rendered photos open the full-screen gallery: a click on a photo shows it
 * large, the "+N" tile shows the grid. On phones it also counts the strip's photos as they swipe.
 */
export function GalleryIsland({
  photos,
  count,
  labels,
  children,
}: {
  photos: GalleryPhoto[];
  count: number;
  labels: GalleryLabels;
  children: ReactNode;
}) {
  const [view, setView] = useState<GalleryView | null>(null);
  const [swiped, setSwiped] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = root.current?.querySelector<HTMLElement>("[data-gallery-strip]");
    if (!strip) return;
    const onScroll = () => setSwiped(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
    strip.addEventListener("scroll", onScroll, { passive: true });
    // a swipe made before hydration counts too
    onScroll();
    return () => strip.removeEventListener("scroll", onScroll);
  }, []);

  const onClick = (e: MouseEvent) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>("[data-photo]");
    if (!target) return;
    setView({
      mode: target.dataset.grid === undefined ? "photo" : "grid",
      index: Number(target.dataset.photo),
    });
  };

  return (
    <div
      ref={root}
      className="relative"
      onClick={onClick}
      onPointerEnter={loadModal}
      onFocus={loadModal}
      onTouchStart={loadModal}
    >
      {children}
      {count > 1 && (
        <span
          aria-hidden
          className="pointer-events-none absolute top-3 right-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white md:hidden"
        >
          {labels.counter[Math.min(swiped, count - 1)]}
        </span>
      )}
      {view && (
        <GalleryModal
          photos={photos}
          labels={labels}
          initial={view}
          onClose={() => setView(null)}
        />
      )}
    </div>
  );
}
