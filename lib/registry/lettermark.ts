// Logo stand-ins: the make's initials on a disc in its colour, for makes no icon package has.
// It identifies the make and imitates no brand mark. Pure, client-safe.
import { escapeXml, shortHash } from "@/lib/pictures/svg-util";
import { normalizeHex, parseHex } from "@/lib/pictures/color";

const INK_DARK = "#111827";
const INK_LIGHT = "#ffffff";
/** Used when the registry has no colour for a make: calm, distinct, all readable with white. */
const PALETTE = [
  "#1d4ed8",
  "#047857",
  "#b91c1c",
  "#6d28d9",
  "#0f766e",
  "#9a3412",
  "#334155",
  "#be185d",
];

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour (white or near-black) that reads best on `background`. */
export const inkFor = (background: string) =>
  contrastRatio(background, INK_LIGHT) >= contrastRatio(background, INK_DARK)
    ? INK_LIGHT
    : INK_DARK;

/** "Land Rover" → "LR", "BYD" → "BYD", "SsangYong" → "SY", "Tesla" → "T". */
export function initials(name: string): string {
  const clean = name.normalize("NFC").trim();
  if (/^[\p{Lu}\d]{2,3}$/u.test(clean)) return clean;
  const words = clean.split(/[\s\-&/.]+/).filter((w) => /[\p{L}\d]/u.test(w));
  if (words.length >= 2)
    return words
      .slice(0, 2)
      .map((w) => [...w][0].toUpperCase())
      .join("");
  const capitals = [...clean].filter((c) => /\p{Lu}/u.test(c));
  if (capitals.length === 2 && /^\p{Lu}/u.test(clean)) return capitals.join("");
  return ([...clean][0] ?? "?").toUpperCase();
}

export function lettermarkColor(name: string, color?: string | null): string {
  if (color && /^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color.trim())) return normalizeHex(color);
  return PALETTE[parseInt(shortHash(name), 36) % PALETTE.length];
}

/** A square SVG: initials centred on a disc in the make's colour (outlined when it is pale). */
export function lettermarkSvg(name: string, color?: string | null, size = 64): string {
  const bg = lettermarkColor(name, color);
  const text = initials(name);
  const fontSize = [0, 30, 24, 18][text.length] ?? 16;
  const pale = contrastRatio(bg, "#ffffff") < 1.5;
  const outline = pale ? ` stroke="#cbd5e1" stroke-width="1.5"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<circle cx="32" cy="32" r="30" fill="${bg}"${outline}/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Inter, DejaVu Sans, Arial, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" letter-spacing="0.5" fill="${inkFor(bg)}">${escapeXml(text)}</text></svg>`
  );
}
