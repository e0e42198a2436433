import "server-only";
import crypto from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { AdPhoto } from "@/lib/ads/mutations";
import { photoHash } from "@/lib/cars/hash";
import { PHOTO_MAX_PIXELS, decodeImage, type DecodeRules } from "./decode";
import { getStorage, publicUrl } from "./storage";
import { MINI_WIDTH, storedWidths, widthsOfName, WIDTHS_MARK } from "./widths";

// The ad-photo pipeline (ARCHITECTURE.md §4.14): every photo is decoded once, turned upright by its EXIF
// orientation, stripped of every metadata block (GPS included: sharp writes none unless asked) and
// re-encoded as WebP at the responsive widths plus a mini for cards. Names are content-hashed with a
// random part, never reused, so a stored object never changes (immutable caching). Each photo
// gets its perceptual hash, by which other listings of the same car are found (lib/cars).

const QUALITY = 78;
const MINI_QUALITY = 70;
/** Changes the names when the encoding changes, so a cached old rendering is never served. */
const PIPELINE_VERSION = "2";

const variantKey = (base: string, width: number | "mini") => `${base}-${width}.webp`;

/** Every object key of a stored photo (its storage_key is the base, of either generation), for removal. */
export const photoKeys = (base: string, width: number) => [
  ...storedWidths(width, widthsOfName(base)).map((w) => variantKey(base, w)),
  variantKey(base, "mini"),
];

export interface PhotoRules extends Omit<DecodeRules, "maxPixels"> {
  maxPixels?: number;
}

async function encode(image: Sharp, width: number, quality: number) {
  return image.clone().resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
}

/**
 * The upright picture at `width`, decoded once into 8-bit pixels, as the source of every smaller
 * rendering: each rendering cloned from the file decoded the whole file again (a 12 MP camera
 * JPEG: six decodes, 1.8 s a photo on 2 cores; 1.1 s from one).
 */
async function scaledOnce(upright: Sharp, width: number): Promise<Sharp> {
  const { data, info } = await upright
    .clone()
    .resize({ width, withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  return sharp(data, { raw: { width: w, height: h, channels } });
}

/** Stores one photo's renderings and returns the photo row's fields. Throws the rules' errors. */
export async function storeAdPhoto(input: Buffer, rules: PhotoRules): Promise<AdPhoto> {
  // content hash plus a random part: the same picture posted twice is two objects, so removing
  // one ad's photo never takes another ad's
  const hash = crypto
    .createHash("sha256")
    .update(PIPELINE_VERSION)
    .update(input)
    .digest("hex")
    .slice(0, 24);
  // the mark tells the srcset (lib/media/widths.ts) that this photo has the 1200 rendering too
  const base = `ads/${hash.slice(0, 2)}/${hash}${crypto.randomBytes(4).toString("hex")}${WIDTHS_MARK}`;
  const rendered = await decodeImage(
    input,
    { maxPixels: PHOTO_MAX_PIXELS, ...rules },
    async (image, meta) => {
      const upright = image.rotate();
      const turned = (meta.orientation ?? 1) >= 5; // EXIF 5–8 swap width and height
      const width = turned ? meta.height! : meta.width!;
      const height = turned ? meta.width! : meta.height!;
      const widths = storedWidths(width);
      const scaled = await scaledOnce(upright, widths[widths.length - 1]);
      const full = await Promise.all(widths.map((w) => encode(scaled, w, QUALITY)));
      const mini = await encode(scaled, MINI_WIDTH, MINI_QUALITY);
      // the same car's photos on other listings are found by it (lib/cars)
      const phash = await photoHash(upright);
      return { width, height, widths, full, mini, phash };
    },
  );
  const storage = getStorage();
  const top = rendered.widths[rendered.widths.length - 1];
  const objects: [string, Buffer][] = [
    ...rendered.widths.map((w, i): [string, Buffer] => [variantKey(base, w), rendered.full[i]]),
    [variantKey(base, "mini"), rendered.mini],
  ];
  try {
    await Promise.all(objects.map(([key, body]) => storage.put(key, body, "image/webp")));
  } catch (err) {
    await storage.remove(objects.map(([key]) => key)).catch(() => {});
    throw err;
  }
  return {
    fullUrl: publicUrl(variantKey(base, top)),
    miniUrl: publicUrl(variantKey(base, "mini")),
    width: top,
    height: Math.round((rendered.height * top) / rendered.width),
    storageKey: base,
    phash: rendered.phash,
  };
}

/** Removes a stored photo's objects (a failed publish, a replaced or deleted photo). */
export async function removeAdPhoto(photo: Pick<AdPhoto, "storageKey" | "width">) {
  if (!photo.storageKey || !photo.width) return;
  await getStorage().remove(photoKeys(photo.storageKey, photo.width));
}
