// Draws one car (side view, facing right) as an SVG <g> in centimetre units,
// ground at y=0, rear bumper at x=0. Pure, client-safe.
import type { BodyType } from "@/lib/enums";
import { carShape, type Box, type CarShape, type Polyline } from "./car-shapes";
import { darken, lighten, luminance, mix } from "./color";
import { n, roundedPath, type Vertex } from "./svg-util";

export type CarStyle = "full" | "icon";

export interface DrawCarOptions {
  bodyType: BodyType;
  /** Body colour, hex. */
  color: string;
  /** Unique prefix for element ids inside the document. */
  idPrefix: string;
  /** "full" = shaded illustration; "icon" = flat neutral pictogram (colour ignored). */
  style?: CarStyle;
  /** SVG transform applied to the whole car group. */
  transform?: string;
}

interface Palette {
  body: string;
  outline: string;
  seam: string;
  glassTop: string;
  glassBottom: string;
  frame: string;
  tyre: string;
  rim: string;
  rimDark: string;
  arch: string;
  cladding: string;
  trim: string;
  headlight: string;
  taillight: string;
  shaded: boolean;
}

function fullPalette(color: string): Palette {
  const lum = luminance(color);
  const dark = lum < 0.22;
  return {
    body: color,
    outline: dark ? mix(color, "#000000", 0.5) : darken(color, 0.32),
    seam: dark ? lighten(color, 0.2) : darken(color, 0.3),
    glassTop: "#2e3a46",
    glassBottom: "#6c7f91",
    frame: "#15191d",
    tyre: "#1d1f22",
    rim: "#c9cdd2",
    rimDark: "#3a3e44",
    arch: "#121315",
    cladding: "#2c2f33",
    trim: "#25282c",
    headlight: "#f3f1e7",
    taillight: "#c0232c",
    shaded: true,
  };
}

const ICON_PALETTE: Palette = {
  body: "#8aa0b6",
  outline: "#5d7389",
  seam: "#6c8298",
  glassTop: "#dfe7ef",
  glassBottom: "#eef3f8",
  frame: "#5d7389",
  tyre: "#44576b",
  rim: "#d7e0e8",
  rimDark: "#6c8298",
  arch: "#44576b",
  cladding: "#5d7389",
  trim: "#6c8298",
  headlight: "#f4f7fa",
  taillight: "#5d7389",
  shaded: false,
};

const pts = (line: Polyline): string => line.map(([x, y]) => `${n(x)},${n(-y)}`).join(" ");

const boxVertices = (b: Box, r: number): Vertex[] => [
  [b.x0, b.y0, r],
  [b.x0, b.y1, r],
  [b.x1, b.y1, r],
  [b.x1, b.y0, r],
];

function wheel(cx: number, r: number, p: Palette, turn: number): string {
  const cy = -r;
  const spokes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 + turn) * Math.PI) / 180;
    const x = cx + Math.cos(a) * r * 0.5;
    const y = cy + Math.sin(a) * r * 0.5;
    spokes.push(`M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`);
  }
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.tyre}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="none" stroke="${lighten(p.tyre, 0.12)}" stroke-width="${n(r * 0.04)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.64)}" fill="${p.rim}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" fill="${p.rimDark}"/>` +
    `<path d="${spokes.join("")}" stroke="${p.rim}" stroke-width="${n(r * 0.15)}" stroke-linecap="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="${darken(p.rim, 0.2)}"/>`
  );
}

function extrasBehind(s: CarShape, p: Palette): string {
  const out: string[] = [];
  if (s.extras.includes("roofRails")) {
    const top = s.outline.reduce((m, v) => Math.max(m, v[1]), 0);
    const roof = s.outline.filter((v) => v[1] >= top - 4).map((v) => v[0]);
    const x0 = Math.min(...roof) + 14;
    const x1 = Math.max(...roof) - 30;
    out.push(
      `<path d="${roundedPath([
        [x0, top - 2, 2],
        [x0 + 6, top + 5, 2],
        [x1 - 6, top + 5, 2],
        [x1, top - 2, 2],
      ])}" fill="${p.trim}"/>`,
    );
  }
  if (s.extras.includes("openTop")) {
    // Headrests, steering wheel rim and the windscreen frame above the beltline.
    const seat = darken(p.trim, 0.1);
    out.push(
      `<path d="${roundedPath([
        [180, 98, 4],
        [182, 128, 9],
        [210, 131, 9],
        [212, 98, 4],
      ])}" fill="${seat}"/>`,
      `<path d="${roundedPath([
        [108, 98, 4],
        [110, 126, 9],
        [138, 129, 9],
        [140, 98, 4],
      ])}" fill="${seat}"/>`,
      `<path d="M262 -100L252 -118" stroke="${seat}" stroke-width="7" stroke-linecap="round"/>`,
      `<path d="${roundedPath([
        [258, 100, 0],
        [240, 134, 3],
        [246, 136, 3],
        [296, 101, 0],
      ])}" fill="url(#${"__glass__"})" opacity="0.85"/>`,
      `<path d="M298 -100L242 -136" stroke="${p.frame}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  return out.join("");
}

function spareWheel(s: CarShape, p: Palette): string {
  if (!s.extras.includes("spareWheel")) return "";
  return (
    `<path d="${roundedPath([
      [-22, 74, 9],
      [-22, 146, 9],
      [2, 146, 4],
      [2, 74, 4],
    ])}" fill="${p.tyre}"/>` +
    `<path d="${roundedPath([
      [-24, 88, 4],
      [-24, 132, 4],
      [-14, 132, 3],
      [-14, 88, 3],
    ])}" fill="${p.cladding}"/>`
  );
}

export function drawCar(opts: DrawCarOptions): string {
  const s = carShape(opts.bodyType);
  const style = opts.style ?? "full";
  const p = style === "icon" ? ICON_PALETTE : fullPalette(opts.color);
  const id = opts.idPrefix;
  const bodyD = roundedPath(s.outline);
  const glassD = s.glass.map((g) => roundedPath(g));
  const [rearAxle, frontAxle] = s.axles;
  const R = s.wheelR;
  const L = s.length;
  const top = s.height;

  const defs =
    `<defs><clipPath id="${id}b"><path d="${bodyD}"/></clipPath>` +
    (glassD.length
      ? `<clipPath id="${id}g">${glassD.map((d) => `<path d="${d}"/>`).join("")}</clipPath>`
      : "") +
    `<linearGradient id="${id}gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glassTop}"/>` +
    `<stop offset="1" stop-color="${p.glassBottom}"/></linearGradient>` +
    (p.shaded
      ? `<linearGradient id="${id}sh" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.06"/>` +
        `<stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.26"/></linearGradient>`
      : "") +
    `</defs>`;

  const inBody: string[] = [];
  if (p.shaded) {
    inBody.push(
      `<rect x="-10" y="${n(-top - 10)}" width="${n(L + 20)}" height="${n(top + 10)}" fill="url(#${id}sh)"/>`,
    );
    // Shoulder highlight just under the crease, darker rocker panel at the bottom.
    inBody.push(
      `<rect x="-10" y="${n(-s.crease - 1)}" width="${n(L + 20)}" height="6" fill="#fff" opacity="0.16"/>`,
      `<rect x="-10" y="${n(-s.sill - 12)}" width="${n(L + 20)}" height="14" fill="#000" opacity="0.16"/>`,
    );
  }
  inBody.push(
    `<path d="M-10 ${n(-s.crease + 5)}H${n(L + 10)}" stroke="${p.seam}" stroke-width="1" opacity="0.55"/>`,
    `<g fill="none" stroke="${p.seam}" stroke-width="1.3" stroke-linejoin="round">` +
      s.seams.map((l) => `<polyline points="${pts(l)}"/>`).join("") +
      `</g>`,
  );
  if (s.extras.includes("slidingRail")) {
    const railY = s.extras.includes("vanRear") ? 176 : 112;
    const railEnd = s.extras.includes("vanRear") ? 216 : 130;
    inBody.push(`<path d="M4 ${-railY}H${railEnd}" stroke="${p.seam}" stroke-width="2.2"/>`);
  }
  if (s.extras.includes("bed")) {
    inBody.push(`<rect x="-2" y="-116" width="174" height="6" fill="${p.trim}" opacity="0.85"/>`);
  }
  // Lower bumper trims.
  inBody.push(
    `<rect x="${n(L - 46)}" y="${n(-s.sill - 12)}" width="52" height="9" rx="3" fill="${p.trim}" opacity="0.75"/>`,
    `<rect x="-4" y="${n(-s.sill - 14)}" width="38" height="8" rx="3" fill="${p.trim}" opacity="0.6"/>`,
  );
  // Lights.
  inBody.push(
    `<path d="${roundedPath(boxVertices(s.headlight, 5))}" fill="${p.headlight}" stroke="${darken(p.headlight, 0.35)}" stroke-width="1.2"/>`,
    `<path d="${roundedPath(boxVertices(s.taillight, 4))}" fill="${p.taillight}" stroke="${darken(p.taillight, 0.3)}" stroke-width="1.2"/>`,
  );
  // Wheel arches (with plastic cladding on off-roaders).
  if (s.extras.includes("cladding")) {
    inBody.push(
      `<rect x="-10" y="${n(-s.sill - 13)}" width="${n(L + 20)}" height="16" fill="${p.cladding}"/>`,
    );
  }
  for (const ax of s.axles) {
    if (s.extras.includes("cladding")) {
      inBody.push(`<circle cx="${ax}" cy="${-R}" r="${n(R + 12)}" fill="${p.cladding}"/>`);
    }
    inBody.push(`<circle cx="${ax}" cy="${-R}" r="${n(R + 5)}" fill="${p.arch}"/>`);
  }

  const glass = glassD
    .map(
      (d) =>
        `<path d="${d}" fill="url(#${id}gl)" stroke="${p.frame}" stroke-width="2.4" stroke-linejoin="round"/>`,
    )
    .join("");
  const pillars = s.pillars
    .map((pl) => {
      const h0 = 90;
      const h1 = top + 10;
      const w = pl.width / 2;
      return `<path d="M${n(pl.bottom - w)} ${-h0}L${n(pl.top - w)} ${-h1}L${n(pl.top + w)} ${-h1}L${n(pl.bottom + w)} ${-h0}Z"/>`;
    })
    .join("");
  const glassDetail =
    glassD.length > 0
      ? `<g clip-path="url(#${id}g)">` +
        (p.shaded
          ? `<path d="M${n(L * 0.42)} ${-top - 20}l40 0l-70 ${top}l-40 0Z" fill="#fff" opacity="0.12"/>` +
            `<path d="M${n(L * 0.56)} ${-top - 20}l14 0l-70 ${top}l-14 0Z" fill="#fff" opacity="0.1"/>`
          : "") +
        `<g fill="${p.body}" stroke="${p.frame}" stroke-width="2">${pillars}</g></g>`
      : "";

  const handles = s.handles
    .map(
      ([x, y]) =>
        `<rect x="${n(x - 9)}" y="${n(-y - 2)}" width="18" height="4.5" rx="2.2" fill="${p.seam}"/>`,
    )
    .join("");
  const [mx, my] = s.mirror;
  const mirror = `<path d="${roundedPath([
    [mx - 8, my - 2, 2],
    [mx - 10, my + 10, 4],
    [mx + 4, my + 12, 4],
    [mx + 8, my, 2],
  ])}" fill="${p.body}" stroke="${p.outline}" stroke-width="1.2"/>`;

  const behind = extrasBehind(s, p).replace("__glass__", `${id}gl`);
  return (
    `<g${opts.transform ? ` transform="${opts.transform}"` : ""}>${defs}${behind}` +
    `<path d="${bodyD}" fill="${p.body}"/>` +
    `<g clip-path="url(#${id}b)">${inBody.join("")}</g>` +
    `<path d="${bodyD}" fill="none" stroke="${p.outline}" stroke-width="1.6" stroke-linejoin="round"/>` +
    glass +
    glassDetail +
    handles +
    mirror +
    spareWheel(s, p) +
    wheel(rearAxle, R, p, 12) +
    wheel(frontAxle, R, p, 40) +
    `</g>`
  );
}
