"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from "@/components/ui/icons";
import { CloseIcon } from "@/components/ui/icons";
import type { GalleryLabels, GalleryView } from "./gallery-island";
import { sizeOf, srcSetOf, type GalleryPhoto } from "./photos";
import { useZoom } from "./use-zoom";
import { transformOf } from "./zoom";
import { ZoomControls } from "./zoom-controls";

const iconButton =
  "grid size-11 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30";

/**
 * The full-screen gallery: a grid of every photo (a click zooms into one) and the large view,
 * a swipeable strip with arrows and ←/→ keys, whose photo zooms (use-zoom.ts). Escape closes
 * (Headless UI Dialog).
 */
export default function GalleryModal({
  photos,
  labels,
  initial,
  onClose,
}: {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
  initial: GalleryView;
  onClose: () => void;
}) {
  const [mode, setMode] = useState(initial.mode);
  const [index, setIndex] = useState(initial.index);
  // the photo the large view opens on; swiping changes `index` only
  const [entry, setEntry] = useState(initial.index);
  const strip = useRef<HTMLDivElement | null>(null);
  const last = photos.length - 1;

  // While a smooth scroll started by an arrow runs, its scroll events pass the photos in between:
  // they must not move the counter back (a quick second click would then step from a stale index).
  const target = useRef<{ index: number; until: number } | null>(null);
  const go = (i: number) => {
    const next = Math.max(0, Math.min(last, i));
    setIndex(next);
    target.current = { index: next, until: Date.now() + 1000 };
    strip.current?.scrollTo({ left: next * strip.current.clientWidth, behavior: "smooth" });
  };
  // ←/→ wherever the focus is inside the dialog (Headless UI may focus the dialog itself).
  const step = useRef<(delta: number) => void>(() => {});
  useEffect(() => {
    step.current = (delta) => go(index + delta);
  });
  useEffect(() => {
    if (mode !== "photo") return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      e.preventDefault();
      step.current(e.key === "ArrowLeft" ? -1 : 1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mode]);
  const zoom = useZoom({
    strip,
    index,
    natural: sizeOf(photos[index]),
    go,
    active: mode === "photo",
  });
  const zoomed = zoom.zoom.scale > 1;
  const { listenWheel } = zoom;

  // The large view mounts (in the dialog's portal) showing the chosen photo at once.
  const attachStrip = useCallback(
    (el: HTMLDivElement | null) => {
      strip.current = el;
      if (!el) return;
      el.scrollLeft = entry * el.clientWidth;
      const stop = listenWheel(el);
      return () => {
        stop();
        strip.current = null;
      };
    },
    [entry, listenWheel],
  );

  const onScroll = () => {
    const el = strip.current;
    if (!el) return;
    const shown = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
    const t = target.current;
    if (t && Date.now() < t.until && shown !== t.index) return;
    target.current = null;
    setIndex(shown);
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogPanel className="flex size-full flex-col bg-slate-950 text-white">
        <div className="flex h-14 shrink-0 items-center gap-2 px-2 md:px-4">
          <DialogTitle className="min-w-0 flex-1 truncate text-sm font-medium md:text-base">
            {labels.title}
          </DialogTitle>
          {mode === "photo" && (
            <span aria-live="polite" className="text-sm text-slate-300 tabular-nums">
              {labels.counter[index]}
            </span>
          )}
          {mode === "photo" && (
            <button
              type="button"
              onClick={() => setMode("grid")}
              aria-label={labels.grid}
              title={labels.grid}
              className={iconButton}
            >
              <GridIcon />
            </button>
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label={labels.close}
            title={labels.close}
            className={iconButton}
          >
            <CloseIcon />
          </button>
        </div>
        {mode === "grid" ? (
          <ul
            aria-label={labels.grid}
            className="grid min-h-0 flex-1 auto-rows-min grid-cols-2 gap-2 overflow-y-auto p-2 md:grid-cols-3 md:gap-3 md:p-4 lg:grid-cols-4"
          >
            {photos.map((p, i) => (
              <li key={p.full + i}>
                <button
                  type="button"
                  autoFocus={i === index}
                  onClick={() => {
                    setIndex(i);
                    setEntry(i);
                    setMode("photo");
                  }}
                  className="block aspect-[3/2] w-full cursor-zoom-in overflow-hidden rounded-lg bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized WebP from our storage */}
                  <img
                    src={p.mini}
                    width={400}
                    height={267}
                    alt={labels.alts[i]}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="relative min-h-0 flex-1">
            <div
              ref={attachStrip}
              onScroll={onScroll}
              {...zoom.handlers}
              // zoomed, the photo pans instead of the strip scrolling
              className={`flex size-full touch-none snap-x snap-mandatory [scrollbar-width:none] select-none ${zoomed ? "cursor-grab overflow-x-hidden active:cursor-grabbing" : "cursor-zoom-in overflow-x-auto"}`}
            >
              {photos.map((p, i) => (
                <figure key={p.full + i} className="size-full shrink-0 snap-center p-1 md:p-4">
                  <div className="size-full overflow-hidden">
                    {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                    <img
                      src={p.full}
                      srcSet={srcSetOf(p)}
                      // zoomed, the largest rendering (which `full` is)
                      sizes={zoom.large.includes(i) ? `${sizeOf(p).width}px` : "100vw"}
                      {...sizeOf(p)}
                      alt={labels.alts[i]}
                      loading={Math.abs(i - index) <= 1 ? "eager" : "lazy"}
                      draggable={false}
                      style={i === index ? { transform: transformOf(zoom.zoom) } : undefined}
                      className={`size-full origin-top-left object-contain ${i === index && zoom.animate ? "motion-safe:transition-transform motion-safe:duration-200" : ""}`}
                    />
                  </div>
                </figure>
              ))}
            </div>
            <ZoomControls
              labels={labels}
              zoomed={zoomed}
              canZoomIn={zoom.canZoomIn}
              onZoomOut={zoom.zoomOut}
              onZoomIn={zoom.zoomIn}
              onReset={zoom.reset}
            />
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={labels.previous}
              className={`${iconButton} absolute top-1/2 left-2 -translate-y-1/2 bg-black/40`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              disabled={index === last}
              aria-label={labels.next}
              className={`${iconButton} absolute top-1/2 right-2 -translate-y-1/2 bg-black/40`}
            >
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
