"use client";

import { useState, type PointerEvent, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";

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
export function CardPhotos({
  href,
  photos,
  alt,
  labels,
  eager,
}: {
  /** the ad; null when the card is not clickable (archived) */
  href: string | null;
  photos: string[];
  alt: string;
  labels: string[];
  eager: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [swiped, setSwiped] = useState(0);
  const desktop = photos.slice(0, DESKTOP_PHOTOS);
  const phone = photos.slice(0, PHONE_PHOTOS);
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== "mouse") return;
    const box = e.currentTarget.getBoundingClientRect();
    setIndex(Math.min(desktop.length - 1, Math.max(0, Math.floor(((e.clientX - box.left) / box.width) * desktop.length))));
  };
  return (
    <>
      <div className="relative z-[1] hidden size-full md:block" onPointerMove={onMove} onPointerLeave={() => setIndex(0)}>
        <AdLink href={href}>
          <Photo key={desktop[index]} src={desktop[index]} alt={alt} eager={eager} />
        </AdLink>
        {desktop.length > 1 && (
          <div aria-hidden className="absolute inset-x-2 bottom-2 flex gap-1">
            {desktop.map((p, i) => (
              <span key={p + i} className={`h-1 flex-1 rounded-full ${i === index ? "bg-white" : "bg-white/50"}`} />
            ))}
          </div>
        )}
      </div>
      <div className="relative z-[1] size-full md:hidden">
        <div
          className="flex size-full snap-x snap-mandatory overflow-x-auto"
          onScroll={(e) => setSwiped(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        >
          {phone.map((p, i) => (
            <div key={p + i} className="size-full shrink-0 snap-start">
              <AdLink href={href}>
                <Photo src={p} alt={labels[i] ?? alt} eager={eager && i === 0} />
              </AdLink>
            </div>
          ))}
        </div>
        {phone.length > 1 && (
          <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {phone.map((p, i) => (
              <span key={p + i} className={`size-1.5 rounded-full ${i === swiped ? "bg-white" : "bg-white/50"}`} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** The photos sit above the card's link overlay (so they can follow the pointer and scroll), so they open the ad themselves. */
function AdLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return children;
  return (
    <Link href={href} target="_blank" rel="noopener" tabIndex={-1} className="block size-full">
      {children}
    </Link>
  );
}
