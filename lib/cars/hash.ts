import phash from "sharp-phash";
import type { Sharp } from "sharp";

// A photo's 64-bit perceptual hash (DCT, sharp-phash) as a signed bigint (ad_images.phash), and
// its 16-bit quarters, which the database indexes: two hashes at most 3 bits apart share at least
// one quarter exactly (4 quarters, 3 differing bits), so near hashes are found by equality.

/**
 * sharp-phash samples 32 × 32 pixels. Handed a small, slightly blurred rendering (measured on
 * re-encoded and resized copies: at most 1 bit apart, against 6 when it sampled the photo
 * itself), it also spares a second full decode.
 */
const SAMPLE = 128;
const BLUR_SIGMA = 1.5;

/** sharp-phash's 64 '0'/'1' characters as the signed 64-bit integer Postgres stores. */
export const bitsToHash = (bits: string) => BigInt.asIntN(64, BigInt(`0b${bits}`));

/**
 * Below this standard deviation of grey (0–255) a picture is close to one colour: a placeholder,
 * a blank or a solid card. Such pictures all hash alike whatever they show, so they are no
 * evidence that two listings show one car, and get no hash.
 */
export const LOW_DETAIL_STDEV = 8;

/** Standard deviation of one-channel pixels. */
function stdev(data: Buffer) {
  let sum = 0;
  let squares = 0;
  for (const v of data) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / data.length;
  return Math.sqrt(Math.max(0, squares / data.length - mean * mean));
}

/**
 * The hash of a decoded image, as it shows upright (the caller's `rotate()` applied); null for a
 * picture with too little detail to tell one car from another (LOW_DETAIL_STDEV).
 */
export async function photoHash(upright: Sharp): Promise<bigint | null> {
  const { data, info } = await upright
    .clone()
    .flatten({ background: "#ffffff" })
    .resize(SAMPLE, SAMPLE, { fit: "fill" })
    .blur(BLUR_SIGMA)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (stdev(data) < LOW_DETAIL_STDEV) return null;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return bitsToHash(await phash(data, { raw }));
}

/** Bits in which two hashes differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** The quarters as the indexes compute them: `((phash >> 48) & 65535)`, `>> 32`, `>> 16`, `>> 0`. */
export const QUARTER_SHIFTS = [48n, 32n, 16n, 0n] as const;
export const hashQuarters = (h: bigint): number[] =>
  QUARTER_SHIFTS.map((s) => Number(BigInt.asUintN(16, h >> s)));
