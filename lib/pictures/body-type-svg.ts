// Small neutral (grey-blue) pictogram of a body type, for body-type pickers and search forms.
// Transparent background. Pure, client-safe.
import type { BodyType } from "@/lib/enums";
import { drawCar } from "./car-draw";
import { carShape } from "./car-shapes";
import { n, shortHash, svgDocument } from "./svg-util";

export interface BodyTypeSampleOptions {
  width: number;
  height: number;
  /** Accessible title (e.g. the localised body type name). */
  title?: string;
}

/** Length all pictograms are scaled against, so a coupe looks smaller than a minibus but all stay legible. */
const REFERENCE_LENGTH = 470;

export function bodyTypeSampleSvg(bodyType: BodyType, opts: BodyTypeSampleOptions): string {
  const W = opts.width;
  const H = opts.height;
  const s = carShape(bodyType);
  const pad = Math.min(W, H) * 0.06;
  const groundY = H - pad - H * 0.04;
  const scale = Math.min(
    (W - 2 * pad) / Math.max(s.length, REFERENCE_LENGTH),
    (groundY - pad) / s.height,
  );
  const carW = s.length * scale;
  const x0 = (W - carW) / 2;
  const id = `b${shortHash(`${bodyType}|${W}x${H}`)}`;
  const ground = `<rect x="${n(x0 - carW * 0.03)}" y="${n(groundY - 0.5)}" width="${n(carW * 1.06)}" height="${n(Math.max(1, H * 0.02))}" rx="${n(H * 0.01)}" fill="#c9d4de"/>`;
  const car = drawCar({
    bodyType,
    color: "#8aa0b6",
    idPrefix: id,
    style: "icon",
    transform: `translate(${n(x0)} ${n(groundY)}) scale(${n(scale)})`,
  });
  return svgDocument(W, H, ground + car, opts.title);
}
