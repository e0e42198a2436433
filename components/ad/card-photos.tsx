"use client";

import { useState, type PointerEvent } from "react";

/** Card photos shown on desktop and on phones respectively (seed 000 §9.1). */
const DESKTOP_PHOTOS = 5;
const PHONE_PHOTOS = 4;

/** One photo; a skeleton in its place when it fails to load (seed 000 §2.3). */
export function Photo({
  src,
  alt,
  eager,
  className,
}: {
  src: string;
  alt: string;
  eager: boolean;
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
  return (
    // eslint-disable-next-line @next/next/no-img-element -- photos are pre-sized WebP from our storage
    <img
      src={src}
      alt={alt}
      width={400}
      height={267}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      // the first cards' photos are the LCP: decoded with the paint, not after it
      decoding={eager ? undefined : "async"}
      onError={() => setFailed(true)}
      className={`size-full shrink-0 snap-start object-cover ${className}`}
    />
  );
}

/**
 * One strip of photos for both layouts. Desktop: one photo at a time, following the pointer
 * across the image (up to 5). Phone: up to 4 side by side in a horizontal scroll. A photo that
 * fails to load shows a skeleton. The strip opens the ad unless the card is archived (`href` null).
 */
export function CardPhotos({
  href,
  photos,
  labels,
  eager,
}: {
  href: string | null;
  photos: string[];
  labels: string[];
  eager: boolean;
}) {
  const [current, setCurrent] = useState(0);
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
      className="flex size-full snap-x snap-mandatory overflow-x-auto md:overflow-hidden"
      onScroll={(e) =>
        setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))
      }
    >
      {shown.map((p, i) => (
        <Photo
          key={i}
          src={p}
          alt={labels[i] ?? labels[0]}
          eager={eager && i === 0}
          className={only(i)}
        />
      ))}
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
