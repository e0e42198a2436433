// Small helpers for building SVG markup as strings. Pure, client-safe.

export interface Pt {
  x: number;
  y: number;
}

/** A polygon vertex with an optional corner radius (same units as the coordinates). */
export type Vertex = readonly [x: number, y: number, radius?: number];

/** Escapes text for use in XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Formats a number compactly (at most 2 decimals) for SVG attributes. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/**
 * Path data for a closed polygon whose corners are rounded with quadratic curves.
 * Vertices are given with y pointing up (heights); they are flipped to SVG's y-down.
 */
export function roundedPath(vertices: readonly Vertex[], flipY = true): string {
  const count = vertices.length;
  if (count < 3) return "";
  const pts = vertices.map(([x, y]) => ({ x, y: flipY ? -y : y }));
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const prev = pts[(i - 1 + count) % count];
    const cur = pts[i];
    const next = pts[(i + 1) % count];
    const radius = vertices[i][2] ?? 0;
    const inLen = Math.hypot(cur.x - prev.x, cur.y - prev.y);
    const outLen = Math.hypot(next.x - cur.x, next.y - cur.y);
    const r = Math.min(radius, inLen / 2, outLen / 2);
    if (r <= 0 || inLen === 0 || outLen === 0) {
      parts.push(`${i === 0 ? "M" : "L"}${n(cur.x)} ${n(cur.y)}`);
      continue;
    }
    const a = {
      x: cur.x + ((prev.x - cur.x) * r) / inLen,
      y: cur.y + ((prev.y - cur.y) * r) / inLen,
    };
    const b = {
      x: cur.x + ((next.x - cur.x) * r) / outLen,
      y: cur.y + ((next.y - cur.y) * r) / outLen,
    };
    parts.push(
      `${i === 0 ? "M" : "L"}${n(a.x)} ${n(a.y)}Q${n(cur.x)} ${n(cur.y)} ${n(b.x)} ${n(b.y)}`,
    );
  }
  return parts.join("") + "Z";
}

/** Stable short hash (FNV-1a, base 36) used to make element ids unique per picture. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Wraps SVG body markup in a complete standalone document. */
export function svgDocument(width: number, height: number, body: string, title?: string): string {
  const t = title ? `<title>${escapeXml(title)}</title>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" ` +
    `viewBox="0 0 ${n(width)} ${n(height)}" role="img">${t}${body}</svg>`
  );
}
