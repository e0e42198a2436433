// Photo sizes of the gallery. Client-safe.

/** Seed 001 §9: up to 10 thumbnails under the main photo, 5 per row, gap 8 px. */
export const THUMBNAILS = 10;
/** Stored mini photos are 400 px wide; full ones carry their size (1200 px for the demo). */
export const MINI_WIDTH = 400;
const FALLBACK = { width: 1200, height: 800 };

export interface GalleryPhoto {
  full: string;
  mini: string;
  width: number | null;
  height: number | null;
}

export const sizeOf = (p: GalleryPhoto) =>
  p.width && p.height ? { width: p.width, height: p.height } : FALLBACK;

/** Lets the browser take the mini for a small slot and the full photo otherwise. */
export const srcSetOf = (p: GalleryPhoto) =>
  `${p.mini} ${MINI_WIDTH}w, ${p.full} ${sizeOf(p).width}w`;

/** The main photo's slot: the ad page's left column on desktop, the full width on phones. */
export const MAIN_SIZES =
  "(min-width: 1152px) 736px, (min-width: 1024px) calc(100vw - 416px), (min-width: 768px) calc(100vw - 356px), 100vw";
