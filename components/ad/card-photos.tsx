"use client";

import { useEffect, useRef, useState, type PointerEvent } from "react";
import { MINI_WIDTH, renderingsOf } from "@/lib/media/widths";
import { CARD_PHOTOS, type PhotoPriority } from "./photo-priority";

/** Card photos shown on desktop and on phones respectively (seed 000 §9.1). */
const DESKTOP_PHOTOS = CARD_PHOTOS;
const PHONE_PHOTOS = 4;
/** A full photo whose renderings its URL does not tell (the demo's, an import's) is taken as 1200 wide. */
const FULL_FALLBACK_WIDTH = 1200;
/** The photo slot of a card: the card's width on phones (the page has 16 px padding), 288 px beside it. */
export const CARD_PHOTO_SIZES = "(min-width: 768px) 288px, calc(100vw - 32px)";

/**
 * The mini for a phone at DPR 1 and the desktop's 288 px slot, a larger rendering where a phone needs
 * more pixels (every stored width of a pipeline photo, or the full photo).
 */
export function cardSrcSet(mini: string, full: string | undefined): string | undefined {
  if (!full || full === mini) return undefined;
  return `${mini} ${MINI_WIDTH}w, ${renderingsOf(full) ?? `${full} ${FULL_FALLBACK_WIDTH}w`}`;
}

/** One photo; a skeleton in its place when it fails to load (seed 000 §2.3). */
export function Photo({
  src,
  full,
  alt,
  priority,
  className,
}: {
  /** the mini */
  src: string;
  /** the full photo, for a srcset at phone widths */
  full?: string;
  alt: string;
  priority: PhotoPriority;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span
        aria-hidden
        className={`block size-full shrink-0 animate-pulse bg-slate-200 ${className}`}
      />
    );
  const srcSet = cardSrcSet(src, full);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- photos are pre-sized WebP from our storage
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? CARD_PHOTO_SIZES : undefined}
      alt={alt}
      width={400}
      height={267}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      // the first cards' photos are the LCP: decoded with the paint that shows the text. Decoded
      // asynchronously they missed that frame, and the next one waited for hydration's long tasks
      // (LCP at 570 ms for a photo loaded at 90 ms; issue 16)
      decoding={priority === "lazy" ? "async" : "sync"}
      onError={() => setFailed(true)}
      className={`size-full shrink-0 snap-start object-cover ${className}`}
    />
  );
}

/**
 * One strip of photos for both layouts. Desktop: one photo at a time, following the pointer
 * across the image (up to 5). Phone: up to 4 side by side in a horizontal scroll. A photo that
 * fails to load shows a skeleton. The strip opens the ad unless the card is archived (`href` null).
 * Only the first photo is in the page until the strip is touched, hovered or scrolled: the others
 * are grey slots of the same size (a phone loaded the first cards' other photos beside the first
 * one at once, competing with it for a slow connection; issue 16).
 */
export function CardPhotos({
  href,
  photos,
  fulls = [],
  labels,
  priority,
}: {
  href: string | null;
  /** the minis */
  photos: string[];
  /** the full photos, in the same order */
  fulls?: string[];
  labels: string[];
  /** the priority of the first photo; the others are lazy */
  priority: PhotoPriority;
}) {
  const [current, setCurrent] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const stripRef = useRef<HTMLSpanElement>(null);
  // a swipe or a hover that came before hydration had no handler to engage the strip: what it
  // left behind (a scrolled strip, a pointer over it) does so once the handlers are there
  useEffect(() => {
    const el = stripRef.current;
    if (!el) return;
    if (el.scrollLeft > 0) {
      setEngaged(true);
      if (el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
    } else if (el.matches(":hover")) setEngaged(true);
  }, []);
  const shown = photos.slice(0, DESKTOP_PHOTOS);
  const onMove = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType !== "mouse") return;
    const box = e.currentTarget.getBoundingClientRect();
    setCurrent(
      Math.min(
        shown.length - 1,
        Math.max(0, Math.floor(((e.clientX - box.left) / box.width) * shown.length)),
      ),
    );
  };
  // beyond the phone's four, a photo is desktop-only; on desktop only the current one shows
  const only = (i: number) =>
    `${i >= PHONE_PHOTOS ? "max-md:hidden" : ""} ${i === current ? "" : "md:hidden"}`;
  const strip = (
    <span
      ref={stripRef}
      className="flex size-full snap-x snap-mandatory overflow-x-auto md:overflow-hidden"
      onPointerEnter={engage}
      onTouchStart={engage}
      onScroll={(e) => {
        engage();
        setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth));
      }}
    >
      {shown.map((p, i) =>
        i === 0 || engaged ? (
          <Photo
            key={i}
            src={p}
            full={fulls[i]}
            alt={labels[i] ?? labels[0]}
            priority={i === 0 ? priority : "lazy"}
            className={only(i)}
          />
        ) : (
          <span
            key={i}
            aria-hidden
            className={`block size-full shrink-0 snap-start bg-slate-200 ${only(i)}`}
          />
        ),
      )}
    </span>
  );
  const props = {
    className: "relative z-[1] block size-full",
    onPointerMove: onMove,
    onPointerLeave: () => setCurrent(0),
  };
  return (
    <>
      {href ? (
        // the photos sit above the card's link overlay (to follow the pointer and scroll), so they open the ad themselves
        <a href={href} target="_blank" rel="noopener" tabIndex={-1} {...props}>
          {strip}
        </a>
      ) : (
        <span {...props}>{strip}</span>
      )}
      {shown.length > 1 && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-2 z-[2] flex justify-center gap-1.5"
        >
          {shown.map((_, i) => (
            <span
              key={i}
              className={`size-1.5 rounded-full ${i >= PHONE_PHOTOS ? "max-md:hidden" : ""} ${i === current ? "bg-white" : "bg-white/50"}`}
            />
          ))}
        </span>
      )}
    </>
  );
}
