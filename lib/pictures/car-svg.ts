// Generated car illustration (flat side view on a background scene) as a complete SVG document.
// Honest placeholder art: a generic car of the given body type, no brand marks. Pure, client-safe.
import type { BodyType } from "@/lib/enums";
import { drawCar } from "./car-draw";
import { carShape } from "./car-shapes";
import { normalizeHex } from "./color";
import { composition, sceneBackground, sceneOverlay } from "./scenes";
import { escapeXml, n, shortHash, svgDocument } from "./svg-util";

export { SCENE_COUNT, SCENE_NAMES } from "./scenes";

export interface CarSvgOptions {
  bodyType: BodyType;
  /** Body colour, hex ("#1f4e8c"). */
  color: string;
  /** Background/composition variant; any integer (taken modulo SCENE_COUNT). */
  scene: number;
  width: number;
  height: number;
  /** Optional caption shown in a small pill in the bottom-left corner (e.g. "Ilustrační obrázek"). */
  label?: string;
}

function labelPill(text: string, W: number, H: number): string {
  const fs = Math.max(11, Math.round(Math.min(W, H * 1.5) * 0.022));
  const padX = fs * 0.8;
  const w = text.length * fs * 0.58 + padX * 2;
  const h = fs * 1.8;
  const x = fs;
  const y = H - fs - h;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="#111827" opacity="0.55"/>` +
    `<text x="${n(x + padX)}" y="${n(y + h / 2 + fs * 0.35)}" font-family="Inter, DejaVu Sans, Arial, sans-serif" ` +
    `font-size="${fs}" fill="#fff">${escapeXml(text)}</text>`
  );
}

export function carSvg(opts: CarSvgOptions): string {
  const W = opts.width;
  const H = opts.height;
  const color = normalizeHex(opts.color);
  const comp = composition(opts.scene);
  const shape = carShape(opts.bodyType);
  const id = `c${shortHash(`${opts.bodyType}|${color}|${opts.scene}|${W}x${H}`)}`;

  const groundY = H * comp.ground;
  // Fit: the car's length takes `size` of the width, unless it would then be too tall.
  const scale = Math.min((W * comp.size) / shape.length, (H * 0.62) / shape.height);
  const carW = shape.length * scale;
  const cx = W / 2 + W * comp.dx;
  const x0 = cx - carW / 2;
  const transform = comp.mirror
    ? `translate(${n(x0 + carW)} ${n(groundY)}) scale(${n(-scale)} ${n(scale)})`
    : `translate(${n(x0)} ${n(groundY)}) scale(${n(scale)})`;

  const shadowRx = carW * 0.56;
  const shadow =
    `<defs><radialGradient id="${id}sd"><stop offset="0" stop-color="#000" stop-opacity="${comp.shadow}"/>` +
    `<stop offset="0.7" stop-color="#000" stop-opacity="${n(comp.shadow * 0.45)}"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${n(cx)}" cy="${n(groundY)}" rx="${n(shadowRx)}" ry="${n(Math.max(4, scale * 14))}" fill="url(#${id}sd)"/>`;

  const car = drawCar({ bodyType: opts.bodyType, color, idPrefix: id, transform });
  const reflection = comp.reflection
    ? `<g opacity="0.14" transform="translate(0 ${n(groundY * 2)}) scale(1 -1)">${drawCar({
        bodyType: opts.bodyType,
        color,
        idPrefix: `${id}r`,
        transform,
      })}</g>`
    : "";

  return svgDocument(
    W,
    H,
    sceneBackground(opts.scene, W, H, `${id}bg`, groundY) +
      reflection +
      shadow +
      car +
      sceneOverlay(opts.scene, W, H) +
      (opts.label ? labelPill(opts.label, W, H) : ""),
  );
}
