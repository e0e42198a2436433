// The full-screen photo's zoom as plain arithmetic (the gestures are in use-zoom.ts). A zoom is the
// CSS transform `translate(x, y) scale(scale)` with its origin at the photo box's top left corner;
// points are in the box's coordinates. The photo sits in the box as `object-fit: contain` draws it.

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
/** What a double tap or double click zooms to (less where the photo has fewer pixels). */
export const TAP_SCALE = 2.5;
/** One press of "+" or "−". */
export const STEP = 1.5;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The photo's rectangle in the box at 1x: as large as fits, centred. */
export function fitted(box: Size, natural: Size) {
  const s = Math.min(box.width / natural.width, box.height / natural.height);
  const width = natural.width * s;
  const height = natural.height * s;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

/**
 * The largest scale: one pixel of the largest stored rendition (`natural`) per CSS pixel, so the
 * photo is never enlarged beyond what was stored; 1 when it already shows that large.
 */
export const maxScale = (box: Size, natural: Size) =>
  Math.max(1, natural.width / fitted(box, natural).width);

/** A photo wider than the box keeps both edges outside it; a narrower one stays centred. */
function clampAxis(t: number, scale: number, box: number, start: number, length: number) {
  const size = length * scale;
  if (size <= box) return (box - size) / 2 - start * scale;
  return clamp(t, box - (start + length) * scale, -start * scale);
}

/** The zoom within its bounds: scale between 1 and maxScale, the photo covering the box's middle. */
export function clampZoom(z: Zoom, box: Size, natural: Size): Zoom {
  const scale = clamp(z.scale, 1, maxScale(box, natural));
  if (scale === 1) return NO_ZOOM;
  const r = fitted(box, natural);
  return {
    scale,
    x: clampAxis(z.x, scale, box.width, r.left, r.width),
    y: clampAxis(z.y, scale, box.height, r.top, r.height),
  };
}

/**
 * Zooms to `scale`, the point of the photo that was under `from` ending under `to` (the same point
 * for a wheel or a tap; a pinch's centre moves with the fingers).
 */
export function zoomAt(
  z: Zoom,
  scale: number,
  from: Point,
  box: Size,
  natural: Size,
  to: Point = from,
): Zoom {
  const s = clamp(scale, 1, maxScale(box, natural));
  return clampZoom(
    {
      scale: s,
      x: to.x - ((from.x - z.x) * s) / z.scale,
      y: to.y - ((from.y - z.y) * s) / z.scale,
    },
    box,
    natural,
  );
}

/** Moves a zoomed photo by (dx, dy), as far as its edges allow. */
export const panBy = (z: Zoom, dx: number, dy: number, box: Size, natural: Size) =>
  clampZoom({ scale: z.scale, x: z.x + dx, y: z.y + dy }, box, natural);

/** A double tap or click: back to 1x when zoomed, else TAP_SCALE around the point. */
export const toggleAt = (z: Zoom, at: Point, box: Size, natural: Size) =>
  z.scale > 1 ? NO_ZOOM : zoomAt(z, TAP_SCALE, at, box, natural);

/** The scale factor of a wheel turn: a notch (100 px) zooms by about a fifth. */
export const wheelFactor = (deltaY: number, deltaMode: number) =>
  Math.exp(-deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1) * 0.002);

export const transformOf = (z: Zoom) =>
  z.scale === 1 ? undefined : `translate(${z.x}px, ${z.y}px) scale(${z.scale})`;
