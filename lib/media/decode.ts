import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/infra/errors";
import { heicToJpeg, isHevcHeif } from "./heic";
import { createLimiter } from "./limiter";

// One gate for every image we decode (ARCHITECTURE.md §4.12): a file of a few hundred KB can declare
// 6,300 × 6,300 pixels and cost 160 MB once decoded, so the header is checked before any pixel
// is, and only a few decodes run at once per process.

/** Ad photos: 40 MP covers the 12–24 MP pictures phones and cameras save by default. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Avatars end as 512 × 512; 25 MP still takes a 6000 × 4000 camera picture. */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** Decodes at once in this process: one per core on the 2-core server; the rest queue. */
export const DECODE_CONCURRENCY = 2;

// Each image is decoded once, so libvips' operation cache would only keep memory (up to 50 MB).
// sharp.concurrency (libvips threads per image) stays at the core count: threads share one
// image's tiles, so they add speed rather than memory.
sharp.cache(false);

const slots = createLimiter(DECODE_CONCURRENCY);

/** Decodes running now and waiting (tests, diagnostics). */
export const decodeSlots = () => ({ active: slots.active, waiting: slots.waiting });

export interface DecodeRules {
  maxPixels: number;
  /** sharp's format names: "jpeg", "png", "webp", "heif" (HEIC and AVIF alike). */
  formats: readonly string[];
  /** The caller's errors (its message and form field keys). */
  tooManyPixels: () => AppError;
  badFormat: () => AppError;
}

/** Width and height from the header only; refuses other formats and images over the cap. */
export async function checkImage(input: Buffer, rules: DecodeRules): Promise<Metadata> {
  // sharp throws at once, not in the promise, for an empty buffer
  const meta = await Promise.resolve()
    .then(() => sharp(input).metadata())
    .catch(() => null);
  if (!meta?.format || !rules.formats.includes(meta.format) || !meta.width || !meta.height)
    throw rules.badFormat();
  if (meta.width * meta.height > rules.maxPixels) throw rules.tooManyPixels();
  return meta;
}

/**
 * Runs `work` (decode and re-encode) on an image that passed checkImage, in one of the decode
 * slots, with sharp's own pixel limit as a second guard. A HEVC-coded HEIF (an iPhone's HEIC),
 * which sharp cannot decode, is first converted to a JPEG in the same slot (lib/media/heic.ts),
 * and `work` gets that JPEG and its metadata. A decoding failure is the caller's format error,
 * never a 500.
 */
export async function decodeImage<T>(
  input: Buffer,
  rules: DecodeRules,
  work: (image: Sharp, meta: Metadata) => Promise<T>,
): Promise<T> {
  const meta = await checkImage(input, rules);
  return slots.run(async () => {
    try {
      const source = isHevcHeif(meta) ? await heicToJpeg(input) : input;
      const sourceMeta = source === input ? meta : await sharp(source).metadata();
      return await work(sharp(source, { limitInputPixels: rules.maxPixels }), sourceMeta);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw err instanceof Error && /pixel limit/i.test(err.message)
        ? rules.tooManyPixels()
        : rules.badFormat();
    }
  });
}
