// Hex colour helpers. Pure, client-safe.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const FALLBACK: Rgb = { r: 128, g: 128, b: 128 };

/** Parses "#rgb" or "#rrggbb" (with or without #); invalid input gives mid grey. */
export function parseHex(hex: string): Rgb {
  const h = hex.trim().replace(/^#/, "");
  const full = h.length === 3 ? h.replace(/(.)/g, "$1$1") : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return FALLBACK;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const darken = (hex: string, t: number): string => mix(hex, "#000000", t);
export const lighten = (hex: string, t: number): string => mix(hex, "#ffffff", t);

/** Relative luminance 0..1 (sRGB approximation). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Normalises a colour to "#rrggbb" lower case. */
export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Squared RGB distance, weighted roughly for perception. */
export function colorDistance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return 2 * (x.r - y.r) ** 2 + 4 * (x.g - y.g) ** 2 + 3 * (x.b - y.b) ** 2;
}
