// Photo sizes of the gallery. Client-safe.
import { MINI_WIDTH, renderingsOf } from "@/lib/media/widths";

/** Seed 001 §9: up to 10 thumbnails under the main photo, 5 per row, gap 8 px. */
export const THUMBNAILS = 10;
/** Full photos carry their size; the demo's are 1200 × 800. */
const FALLBACK = { width: 1200, height: 800 };

export interface GalleryPhoto {
  full: string;
  mini: string;
  width: number | null;
  height: number | null;
}

export const sizeOf = (p: GalleryPhoto) =>
  p.width && p.height ? { width: p.width, height: p.height } : FALLBACK;

/**
 * Lets the browser take the mini for a small slot and a larger rendering otherwise: every width the
 * photo pipeline stored (480, 960, 1600), or the full photo for other photos (the demo's).
 */
export const srcSetOf = (p: GalleryPhoto) =>
  `${p.mini} ${MINI_WIDTH}w, ${renderingsOf(p.full) ?? `${p.full} ${sizeOf(p).width}w`}`;

/** The main photo's slot: the ad page's left column on desktop, the full width on phones. */
export const MAIN_SIZES =
  "(min-width: 1152px) 736px, (min-width: 1024px) calc(100vw - 416px), (min-width: 768px) calc(100vw - 356px), 100vw";
