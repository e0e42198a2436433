/** @jest-environment node */
import sharp from "sharp";
import { AppError } from "@/lib/infra/errors";
import { DECODE_CONCURRENCY, decodeImage, decodeSlots, type DecodeRules } from "./decode";

const rules: DecodeRules = {
  maxPixels: 100 * 100,
  formats: ["jpeg", "png"],
  tooManyPixels: () => new AppError("bad_request", "too many pixels"),
  badFormat: () => new AppError("bad_request", "bad format"),
};

const png = (width: number, height = width) =>
  sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .png()
    .toBuffer();

const message = (p: Promise<unknown>) =>
  p.then(
    () => "decoded",
    (e: Error) => e.message,
  );

describe("decodeImage", () => {
  it("refuses an image over the pixel cap from its header, without decoding it", async () => {
    const work = jest.fn(async () => "decoded");
    expect(await message(decodeImage(await png(101, 100), rules, work))).toBe("too many pixels");
    expect(work).not.toHaveBeenCalled();
    expect(await message(decodeImage(await png(100), rules, work))).toBe("decoded");
  });

  it("refuses other formats and bytes that are no image", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const work = jest.fn(async () => "decoded");
    expect(await message(decodeImage(gif, rules, work))).toBe("bad format");
    expect(await message(decodeImage(Buffer.from("not an image"), rules, work))).toBe("bad format");
    expect(work).not.toHaveBeenCalled();
  });

  it("turns a failing decode into the format error", async () => {
    const cut = (await png(100)).subarray(0, 120);
    expect(await message(decodeImage(cut, rules, (image) => image.raw().toBuffer()))).toBe(
      "bad format",
    );
  });

  it(`never runs more than ${DECODE_CONCURRENCY} decodes at once`, async () => {
    const input = await png(32);
    let running = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    };
    const all = Promise.all(Array.from({ length: 12 }, () => decodeImage(input, rules, work)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(decodeSlots().active).toBeLessThanOrEqual(DECODE_CONCURRENCY);
    await all;
    expect(most).toBe(DECODE_CONCURRENCY);
    expect(decodeSlots()).toEqual({ active: 0, waiting: 0 });
  });
});
