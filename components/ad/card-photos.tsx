"use client";

import { useState, type PointerEvent } from "react";

/** Card photos shown on desktop and on phones respectively (seed 000 §9.1). */
const DESKTOP_PHOTOS = 5;
const PHONE_PHOTOS = 4;

function Photo({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span aria-hidden className="block size-full animate-pulse bg-slate-200" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- photos are pre-sized WebP from our storage
    <img
      src={src}
      alt={alt}
      width={400}
      height={267}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}

/**
 * Desktop: the photo follows the pointer across the image (up to 5). Phone: up to 4 photos in a
 * horizontal scroll. A photo that fails to load shows a skeleton.
 */
export function CardPhotos({ photos, alt, labels, eager }: { photos: string[]; alt: string; labels: string[]; eager: boolean }) {
  const [index, setIndex] = useState(0);
  const desktop = photos.slice(0, DESKTOP_PHOTOS);
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== "mouse") return;
    const box = e.currentTarget.getBoundingClientRect();
    setIndex(Math.min(desktop.length - 1, Math.max(0, Math.floor(((e.clientX - box.left) / box.width) * desktop.length))));
  };
  return (
    <>
      <div className="relative hidden size-full md:block" onPointerMove={onMove} onPointerLeave={() => setIndex(0)}>
        <Photo key={desktop[index]} src={desktop[index]} alt={alt} eager={eager} />
        {desktop.length > 1 && (
          <div aria-hidden className="absolute inset-x-2 bottom-2 flex gap-1">
            {desktop.map((p, i) => (
              <span key={p + i} className={`h-1 flex-1 rounded-full ${i === index ? "bg-white" : "bg-white/50"}`} />
            ))}
          </div>
        )}
      </div>
      <div className="flex size-full snap-x snap-mandatory overflow-x-auto md:hidden" data-testid="phone-photos">
        {photos.slice(0, PHONE_PHOTOS).map((p, i) => (
          <div key={p + i} className="size-full shrink-0 snap-start">
            <Photo src={p} alt={labels[i] ?? alt} eager={eager && i === 0} />
          </div>
        ))}
      </div>
    </>
  );
}
