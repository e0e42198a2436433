/** @jest-environment node */
import sharp from "sharp";
import { bitsToHash, hammingDistance, hashQuarters, photoHash } from "./hash";
import { HAMMING_MAX } from "./rules";
import { scene } from "@/tests/helpers/photos";

/** Seeded noise of ±amplitude on every channel of every pixel. */
async function noisy(input: Buffer, amplitude: number) {
  const { data, info } = await sharp(input).raw().toBuffer({ resolveWithObject: true });
  let s = 99;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i] + ((s >> 16) % (2 * amplitude + 1)) - amplitude));
  }
  const { width, height, channels } = info;
  return sharp(data, { raw: { width, height, channels } }).jpeg({ quality: 80 }).toBuffer();
}

async function hashOf(input: Buffer) {
  const hash = await photoHash(sharp(input).rotate());
  if (hash === null) throw new Error("a photo-like picture got no hash");
  return hash;
}

describe("photo hashes", () => {
  let original: bigint;
  let picture: Buffer;
  beforeAll(async () => {
    picture = await scene(1);
    original = await hashOf(picture);
  });

  it("stay within the threshold for the same picture re-encoded, resized or with JPEG noise", async () => {
    const variants = [
      await sharp(picture).jpeg({ quality: 55 }).toBuffer(),
      await sharp(picture).webp({ quality: 70 }).toBuffer(),
      await sharp(picture).resize(400).jpeg({ quality: 85 }).toBuffer(),
      await sharp(picture).resize(1600).png().toBuffer(),
      await noisy(picture, 10),
    ];
    for (const v of variants)
      expect(hammingDistance(original, await hashOf(v))).toBeLessThanOrEqual(HAMMING_MAX);
  });

  it("are the same for a photo stored on its side with an EXIF orientation", async () => {
    const turned = await sharp(picture).rotate(270).jpeg({ quality: 90 }).toBuffer();
    const tagged = await sharp(turned).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(hammingDistance(original, await hashOf(tagged))).toBeLessThanOrEqual(HAMMING_MAX);
  });

  it("are far apart for different pictures", async () => {
    for (const seed of [2, 3, 4]) {
      const other = await hashOf(await scene(seed));
      expect(hammingDistance(original, other)).toBeGreaterThan(3 * HAMMING_MAX);
    }
  });
});

describe("pictures with too little detail", () => {
  it("get no hash, so one placeholder on many listings makes no car of them", async () => {
    for (const background of ["#ffffff", "#202020", "#c83232"]) {
      const plain = await sharp({
        create: { width: 1200, height: 800, channels: 3, background },
      })
        .jpeg()
        .toBuffer();
      expect(await photoHash(sharp(plain).rotate())).toBeNull();
      expect(await photoHash(sharp(await noisy(plain, 4)).rotate())).toBeNull();
    }
  });
});

describe("hash arithmetic", () => {
  it("reads sharp-phash's bits as a signed 64-bit integer", () => {
    expect(bitsToHash("1".repeat(64))).toBe(-1n);
    expect(bitsToHash("0".repeat(63) + "1")).toBe(1n);
    expect(bitsToHash("1" + "0".repeat(63))).toBe(-(2n ** 63n));
  });

  it("counts differing bits, the sign bit included", () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(5n, 6n)).toBe(2);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
  });

  it("splits a hash into the quarters Postgres computes with >> and & 65535", () => {
    expect(hashQuarters(-1n)).toEqual([65535, 65535, 65535, 65535]);
    expect(hashQuarters(0x0001000200030004n)).toEqual([1, 2, 3, 4]);
    expect(hashQuarters(bitsToHash("1" + "0".repeat(63)))).toEqual([32768, 0, 0, 0]);
  });

  it("gives two hashes at most 3 bits apart one equal quarter", () => {
    let s = 7;
    for (let n = 0; n < 200; n++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const h = BigInt.asIntN(64, BigInt(s) * 0x9e3779b97f4a7c15n);
      let near = h;
      for (let k = 0; k < 3; k++) near ^= 1n << BigInt((s >> (k * 6)) & 63);
      const [a, b] = [hashQuarters(h), hashQuarters(BigInt.asIntN(64, near))];
      expect(a.some((q, i) => q === b[i])).toBe(true);
    }
  });
});
