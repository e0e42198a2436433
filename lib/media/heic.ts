import "server-only";
import type { Metadata } from "sharp";

// HEIC (HEIF with HEVC-coded pictures, what iPhones save) is the one accepted format that sharp's
// prebuilt libvips cannot decode: it ships libheif with the AV1 codec only (HEVC is patented;
// lovell/sharp#4050), so HEVC pixels fail with "bad seek" / "Support for this compression format
// has not been built in". Its header still reads fine: sharp's metadata() gives format "heif",
// the width and height and compression "hevc" without decoding a pixel (measured on a heif-enc
// HEIC), so the pixel cap is checked on that before anything is decoded, as for any other image.
// The pixels are then decoded by heic-convert (libheif compiled to WASM, with its HEVC decoder)
// and re-encoded as a JPEG, which the normal pipeline takes from there. An AV1-coded HEIF (AVIF)
// is decoded by sharp itself and never comes here. Cost (ARCHITECTURE.md §9.5, measured here): a 12 MP
// HEIC takes about 1.6 s to JPEG and peaks near 300 MB RSS, so it runs inside the decode limiter
// (two at a time per process) and only after the 40 MP cap passed on the header.

/** A HEIF whose pictures sharp cannot decode (HEVC, the iPhone's HEIC). */
export const isHevcHeif = (meta: Pick<Metadata, "format" | "compression">) =>
  meta.format === "heif" && meta.compression === "hevc";

/** JPEG quality of the intermediate picture: high, since it is re-encoded once more as WebP. */
const QUALITY = 0.92;

type Convert = (opts: {
  buffer: Buffer | Uint8Array;
  format: "JPEG" | "PNG";
  quality?: number;
}) => Promise<ArrayBuffer | Uint8Array>;

/**
 * The HEIC's primary picture as a JPEG, upright (libheif applies the file's rotation and mirror
 * boxes while decoding, so the JPEG carries no orientation of its own). Costs about 4 bytes per
 * pixel of memory while it runs: call it only on a header that passed the pixel cap, inside the
 * decode limiter. Throws when the file is not a HEIF it can decode.
 */
export async function heicToJpeg(input: Buffer): Promise<Buffer> {
  // loaded on first use: the WASM decoder is a few MB that most processes never need
  const { default: convert } = (await import("heic-convert")) as unknown as { default: Convert };
  const out = await convert({ buffer: input, format: "JPEG", quality: QUALITY });
  return Buffer.from(out instanceof Uint8Array ? out : new Uint8Array(out));
}
