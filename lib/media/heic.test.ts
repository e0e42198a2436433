/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/infra/errors";
import { decodeImage, type DecodeRules } from "./decode";
import { heicToJpeg, isHevcHeif } from "./heic";

// tests/fixtures/halves.heic: 400 × 300, left half red, right half blue, written by Debian's
// heif-enc (libheif 1.15 with x265), i.e. a real HEVC-coded HEIC as an iPhone saves one.
const HEIC = fs.readFileSync(path.join(__dirname, "../../tests/fixtures/halves.heic"));

const rules = (maxPixels = 1_000_000): DecodeRules => ({
  maxPixels,
  formats: ["jpeg", "png", "webp", "heif"],
  tooManyPixels: () => new AppError("bad_request", "too many pixels"),
  badFormat: () => new AppError("bad_request", "bad format"),
});

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
};

describe("HEIC photos", () => {
  it("are HEIF with HEVC pictures, which sharp reads the header of but cannot decode", async () => {
    const meta = await sharp(HEIC).metadata();
    expect([meta.format, meta.width, meta.height, isHevcHeif(meta)]).toEqual([
      "heif",
      400,
      300,
      true,
    ]);
    await expect(sharp(HEIC).toBuffer()).rejects.toThrow();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .heif({ compression: "av1" })
      .toBuffer();
    expect(isHevcHeif(await sharp(avif).metadata())).toBe(false);
  });

  it("convert to a JPEG of the same picture", async () => {
    const jpeg = await heicToJpeg(HEIC);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 300]);
    const [r1, , b1] = await pixel(jpeg, 50, 150);
    const [r2, , b2] = await pixel(jpeg, 350, 150);
    expect(r1).toBeGreaterThan(180);
    expect(b1).toBeLessThan(80);
    expect(b2).toBeGreaterThan(180);
    expect(r2).toBeLessThan(80);
  });

  it("go through decodeImage as the JPEG, and the pixel cap is checked on the header first", async () => {
    const work = jest.fn(async (image: Sharp, meta: Metadata) => {
      const out = await image.webp().toBuffer();
      return { format: meta.format, out };
    });
    const { format, out } = await decodeImage(HEIC, rules(), work);
    expect(format).toBe("jpeg");
    expect((await sharp(out).metadata()).width).toBe(400);
    work.mockClear();
    await expect(decodeImage(HEIC, rules(400 * 300 - 1), work)).rejects.toThrow("too many pixels");
    expect(work).not.toHaveBeenCalled();
  });

  it("that are broken answer the caller's format error, not a crash", async () => {
    const broken = Buffer.concat([HEIC.subarray(0, 400), Buffer.alloc(200)]);
    await expect(
      decodeImage(broken, rules(), async () => "decoded").catch((e: Error) => e.message),
    ).resolves.toBe("bad format");
  });
});
