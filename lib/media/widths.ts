// The renderings the photo pipeline stores (lib/media/photos.ts), known from a photo's URL alone.
// Client-safe: the gallery builds its srcset from it.

/** Widths of the full photo; an image is never enlarged, so smaller ones stop earlier. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const MINI_WIDTH = 400;

/** The widths stored for an upright image of this width: those below it, then it (capped). */
export function storedWidths(width: number): number[] {
  const top = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/** A pipeline photo's full URL: "…/ads/ab/<name>-<width>.webp" (local or a bucket's address). */
const RENDERING = /^(.*\/ads\/[0-9a-f]{2}\/[0-9a-f]+)-(\d+)\.webp$/;

/** The srcset entries of every stored rendering of a pipeline photo; undefined for any other URL. */
export function renderingsOf(fullUrl: string): string | undefined {
  const m = fullUrl.match(RENDERING);
  if (!m) return undefined;
  return storedWidths(Number(m[2]))
    .map((w) => `${m[1]}-${w}.webp ${w}w`)
    .join(", ");
}
