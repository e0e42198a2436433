/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import S3rver from "s3rver";
import { AppError } from "@/lib/infra/errors";
import { resetEnvCache } from "@/lib/infra/env";
import { photoKeys, removeAdPhoto, storeAdPhoto } from "@/lib/media/photos";
import { renderingsOf } from "@/lib/media/widths";
import { getStorage, keyOfUrl } from "@/lib/media/storage";
import { GET as getMedia } from "@/app/media/[...path]/route";
import { cameraJpeg } from "../helpers/photos";

// The ad-photo pipeline (ARCHITECTURE.md §4.14) on both stores: local files and a real S3-protocol
// server (s3rver), not a mock.

const RULES = {
  formats: ["jpeg", "png"],
  tooManyPixels: () => new AppError("bad_request", "too many pixels", { images: "pixels" }),
  badFormat: () => new AppError("bad_request", "bad format", { images: "format" }),
};

const served = async (url: string) => {
  const key = keyOfUrl(url);
  expect(key).not.toBeNull();
  return getMedia(new Request(`http://x${url}`), {
    params: Promise.resolve({ path: key!.split("/") }),
  });
};

function describeStore(kind: "local" | "s3", setup: () => Promise<() => Promise<void>>) {
  describe(`on the ${kind} store`, () => {
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-photos-"));
      teardown = await setup();
      resetEnvCache();
    });
    afterAll(async () => {
      await teardown();
      resetEnvCache();
    });

    it("stores an upright WebP with no metadata at each width, served with immutable caching", async () => {
      const source = await cameraJpeg({ width: 3000, height: 2000 });
      expect((await sharp(source).metadata()).exif?.toString("latin1")).toContain("TestCam");
      const photo = await storeAdPhoto(source, RULES);
      expect(getStorage().kind).toBe(kind);
      // on S3 nothing lands in the local uploads folder
      const localFile = path.join(
        process.env.DATA_DIR!,
        "uploads",
        `${photo.storageKey}-1600.webp`,
      );
      expect(fs.existsSync(localFile)).toBe(kind === "local");
      // 3000 × 2000 turned upright is 2000 × 3000; the largest rendering is 1600 wide
      expect(photo).toMatchObject({ width: 1600, height: 2400 });
      expect(photo.fullUrl).toMatch(/-1600\.webp$/);
      const srcset = renderingsOf(photo.fullUrl)!;
      expect(srcset).toMatch(
        /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w, .*-1600\.webp 1600w$/,
      );
      // every rendering the srcset names is stored, upright, at its width
      for (const entry of srcset.split(", ")) {
        const [url, w] = entry.split(" ");
        const img = await sharp(Buffer.from(await (await served(url)).arrayBuffer())).metadata();
        expect(img.width).toBe(parseInt(w));
        expect(img.height).toBe(Math.round((parseInt(w) * 3) / 2));
      }
      const res = await served(photo.fullUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1600, height: 2400 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const mini = await sharp(
        Buffer.from(await (await served(photo.miniUrl)).arrayBuffer()),
      ).metadata();
      expect(mini).toMatchObject({ format: "webp", width: 400, height: 600 });
    });

    it("never enlarges a small photo; the same picture stored twice is two photos, removed apart", async () => {
      const small = await sharp({
        create: { width: 300, height: 200, channels: 3, background: "#123456" },
      })
        .png()
        .toBuffer();
      const a = await storeAdPhoto(small, RULES);
      const b = await storeAdPhoto(small, RULES);
      expect(a).toMatchObject({ width: 300, height: 200 });
      expect(photoKeys(a.storageKey!, a.width!)).toHaveLength(2);
      expect(b.fullUrl).not.toBe(a.fullUrl);
      await removeAdPhoto(a);
      expect((await served(a.fullUrl)).status).toBe(404);
      expect((await served(b.fullUrl)).status).toBe(200);
    });

    it("removes every rendering of a photo", async () => {
      const photo = await storeAdPhoto(await cameraJpeg({ width: 1200, height: 800 }), RULES);
      await removeAdPhoto(photo);
      for (const key of photoKeys(photo.storageKey!, photo.width!))
        expect(await getStorage().get(key)).toBeNull();
      expect((await served(photo.fullUrl)).status).toBe(404);
    });

    it("refuses a format outside the rules and a file that is no image, storing nothing", async () => {
      const webp = await sharp({
        create: { width: 10, height: 10, channels: 3, background: "#000" },
      })
        .webp()
        .toBuffer();
      await expect(storeAdPhoto(webp, RULES)).rejects.toMatchObject({
        fields: { images: "format" },
      });
      await expect(storeAdPhoto(Buffer.from("not an image"), RULES)).rejects.toMatchObject({
        fields: { images: "format" },
      });
    });
  });
}

describeStore("local", async () => {
  delete process.env.S3_BUCKET;
  return async () => {};
});

describeStore("s3", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "photos", configs: [] }],
  });
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_BUCKET: "photos",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  return async () => {
    for (const k of [
      "S3_BUCKET",
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
    ])
      delete process.env[k];
    await server.close();
  };
});
