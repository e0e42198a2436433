// Generated picture for a car generation (used when no uploaded generation image exists):
// a generic car of the generation's body type with the make, generation name and years.
// Honest placeholder art, no brand marks. Pure, client-safe.
import type { BodyType } from "@/lib/enums";
import { drawCar } from "./car-draw";
import { carShape } from "./car-shapes";
import { normalizeHex } from "./color";
import { escapeXml, n, shortHash, svgDocument } from "./svg-util";

export interface GenerationSvgOptions {
  make: string;
  generation: string;
  /** Production years as displayed, e.g. "2013–2020" or "2020–". */
  years: string;
  bodyType: BodyType;
  /** Body colour, hex; defaults to silver. */
  color?: string;
  width: number;
  height: number;
}

const FONT = "Inter, DejaVu Sans, Arial, sans-serif";

/** Font size that keeps `text` within `maxWidth` (approximate average glyph width). */
function fitFont(text: string, preferred: number, maxWidth: number, glyph: number): number {
  const estimated = Math.max(1, text.length) * preferred * glyph;
  return estimated > maxWidth ? Math.max(6, (preferred * maxWidth) / estimated) : preferred;
}

export function generationSvg(opts: GenerationSvgOptions): string {
  const W = opts.width;
  const H = opts.height;
  const color = normalizeHex(opts.color ?? "#b8bcc2");
  const id = `g${shortHash(`${opts.make}|${opts.generation}|${opts.bodyType}|${color}|${W}x${H}`)}`;
  const s = carShape(opts.bodyType);
  const u = Math.min(W, H * 1.5);
  const left = u * 0.06;
  const maxText = W - 2 * left;

  const makeFs = fitFont(opts.make.toUpperCase(), u * 0.045, maxText, 0.68);
  const genFs = fitFont(opts.generation, u * 0.075, maxText, 0.62);
  const yearsFs = fitFont(opts.years, u * 0.04, maxText, 0.6);
  const y1 = left + makeFs;
  const y2 = y1 + genFs * 1.2;
  const y3 = y2 + yearsFs * 1.5;

  const groundY = H * 0.9;
  const top = y3 + H * 0.06;
  const scale = Math.min((W * 0.78) / s.length, (groundY - top) / s.height);
  const carW = s.length * scale;
  const x0 = (W - carW) / 2 + W * 0.04;

  const body =
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8fa"/>` +
    `<stop offset="1" stop-color="#e2e7ed"/></linearGradient>` +
    `<radialGradient id="${id}sd"><stop offset="0" stop-color="#000" stop-opacity="0.4"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${n(W)}" height="${n(H)}" fill="url(#${id}bg)"/>` +
    `<text x="${n(left)}" y="${n(y1)}" font-family="${FONT}" font-size="${n(makeFs)}" font-weight="700" ` +
    `letter-spacing="${n(makeFs * 0.08)}" fill="#5b6b7c">${escapeXml(opts.make.toUpperCase())}</text>` +
    `<text x="${n(left)}" y="${n(y2)}" font-family="${FONT}" font-size="${n(genFs)}" font-weight="700" fill="#1f2933">` +
    `${escapeXml(opts.generation)}</text>` +
    `<text x="${n(left)}" y="${n(y3)}" font-family="${FONT}" font-size="${n(yearsFs)}" fill="#52606d">${escapeXml(opts.years)}</text>` +
    `<ellipse cx="${n(x0 + carW / 2)}" cy="${n(groundY)}" rx="${n(carW * 0.56)}" ry="${n(Math.max(3, scale * 12))}" fill="url(#${id}sd)"/>` +
    drawCar({
      bodyType: opts.bodyType,
      color,
      idPrefix: id,
      transform: `translate(${n(x0)} ${n(groundY)}) scale(${n(scale)})`,
    });
  return svgDocument(W, H, body, `${opts.make} ${opts.generation} (${opts.years})`);
}
