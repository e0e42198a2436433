import "server-only";
// Pictures served by the registry: generated generation images (WebP, rendered once and kept under
// DATA_DIR/uploads/generated/) and body-type sample images (SVG, kept in memory).
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { uploadsDir } from "@/lib/media/local";
import { bodyTypeSampleSvg } from "@/lib/pictures/body-type-svg";
import { generationSvg } from "@/lib/pictures/generation-svg";
import { shortHash } from "@/lib/pictures/svg-util";
import { BODY_TYPES, type BodyType } from "@/lib/enums";
import type { GenerationView } from "./views";

export const GENERATION_IMAGE = { width: 640, height: 400 } as const;
/** Bump when the drawing changes so that cached files are rendered again. */
const RENDER_VERSION = 1;

const rendering = new Map<string, Promise<Buffer>>();

function generationPictureSvg(gen: GenerationView): string {
  return generationSvg({
    make: gen.make,
    generation: gen.name,
    years: `${gen.from}–${gen.to ?? ""}`,
    bodyType: gen.bodyTypes[0] ?? "FIVE_DOOR_HATCHBACK",
    ...GENERATION_IMAGE,
  });
}

async function render(svg: string, file: string): Promise<Buffer> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 4 }).toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, webp);
  await rename(tmp, file);
  return webp;
}

/** The generated WebP picture of a generation: from the disk cache, or rendered now (once). */
export async function generatedGenerationImage(gen: GenerationView): Promise<Buffer> {
  const svg = generationPictureSvg(gen);
  const name = `${gen.id}-${shortHash(`${RENDER_VERSION}|${svg}`)}.webp`;
  const file = path.join(uploadsDir(), "generated", "generations", name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  let job = rendering.get(file);
  if (!job) {
    job = render(svg, file).finally(() => rendering.delete(file));
    rendering.set(file, job);
  }
  return job;
}

/** "SEDAN_SALOON", "sedan_saloon" → "SEDAN_SALOON"; anything else → null. */
export function parseBodyType(raw: string): BodyType | null {
  const upper = raw.toUpperCase();
  return BODY_TYPES.find((b) => b === upper) ?? null;
}

const bodyTypeSvgs = new Map<BodyType, string>();

/** The sample picture of a body type (a neutral pictogram, transparent background). */
export function bodyTypeImageSvg(bodyType: BodyType): string {
  let svg = bodyTypeSvgs.get(bodyType);
  if (!svg)
    bodyTypeSvgs.set(bodyType, (svg = bodyTypeSampleSvg(bodyType, { width: 240, height: 120 })));
  return svg;
}

/** Registry pictures change only with the data or the drawing code: a day fresh, a week stale. */
export const IMAGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** An SVG opened on its own must not run anything. */
export const SVG_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** "skoda.svg" → "skoda", "123.webp" → "123"; a file name with another extension → null. */
export function stripExtension(file: string, ext: string): string | null {
  const dot = file.lastIndexOf(".");
  if (dot < 0) return file;
  return file.slice(dot + 1).toLowerCase() === ext ? file.slice(0, dot) : null;
}
