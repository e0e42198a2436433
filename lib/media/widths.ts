// The renderings the photo pipeline stores (lib/media/photos.ts), known from a photo's URL alone.
// Client-safe: the gallery and the result cards build their srcset from it.

/**
 * Widths of the full photo; an image is never enlarged, so smaller ones stop earlier. 1200 is what a
 * 390 px phone at DPR 3 needs (1170 px): without it such a phone took the 1600 rendering of an ad's
 * main photo; 960 serves Lighthouse's Moto G (412 px at DPR 1.75, 721 px) and 480 a small slot.
 */
export const PHOTO_WIDTHS = [480, 960, 1200, 1600] as const;
/** The widths of photos stored before 1200 was added: their names carry no generation mark. */
const FIRST_WIDTHS = [480, 960, 1600] as const;
/** Ends the name (the storage_key) of every photo stored at PHOTO_WIDTHS: "…/<hex>_2-1200.webp". */
export const WIDTHS_MARK = "_2";
export const MINI_WIDTH = 400;

/** The widths a photo of this name has stored: the current ones, or the first generation's. */
export const widthsOfName = (name: string): readonly number[] =>
  name.endsWith(WIDTHS_MARK) ? PHOTO_WIDTHS : FIRST_WIDTHS;

/** The widths stored for an upright image of this width: those below it, then it (capped). */
export function storedWidths(width: number, widths: readonly number[] = PHOTO_WIDTHS): number[] {
  const top = Math.min(width, widths[widths.length - 1]);
  return [...widths.filter((w) => w < top), top];
}

/** A pipeline photo's full URL: "…/ads/ab/<name>-<width>.webp" (local or a bucket's address). */
const RENDERING = /^(.*\/ads\/[0-9a-f]{2}\/[0-9a-f]+(?:_\d+)?)-(\d+)\.webp$/;

/** The srcset entries of every stored rendering of a pipeline photo; undefined for any other URL. */
export function renderingsOf(fullUrl: string): string | undefined {
  const m = fullUrl.match(RENDERING);
  if (!m) return undefined;
  return storedWidths(Number(m[2]), widthsOfName(m[1]))
    .map((w) => `${m[1]}-${w}.webp ${w}w`)
    .join(", ");
}
