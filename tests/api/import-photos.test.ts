/** @jest-environment node */
// Imported photos (issue 17): fetched from a local HTTP server (allowed by the test setting),
// stored through the photo pipeline, a broken one counted and skipped, unchanged URLs not fetched
// again; and the SSRF guard with the setting off.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { deleteAllAds } from "@/lib/ads/mutations-bulk";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { fetchBytes, FetchError, type FetchLimits } from "@/lib/import/fetch";
import { urlLines } from "@/lib/import/lines";
import { listImportRuns } from "@/lib/import/runs";
import { periodicTasks } from "@/lib/background";
import { runImport } from "@/lib/import/run";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const hits = new Map<string, number>();
let server: http.Server;
let base: string;
let jpeg: Buffer;
let dataDir: string;

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? "/";
  hits.set(url, (hits.get(url) ?? 0) + 1);
  const port = (server.address() as AddressInfo).port;
  if (url.startsWith("/p/")) return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
  if (url === "/broken.jpg")
    return res.writeHead(200, { "content-type": "image/jpeg" }).end("not a picture");
  if (url === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<p>");
  if (url === "/feed.jsonl")
    return res
      .writeHead(200, { "content-type": "application/x-ndjson" })
      .end(`${JSON.stringify(car([]))}\n${JSON.stringify({ ...car([]), id: "ph2" })}\n`);
  if (url === "/missing.jpg") return res.writeHead(404).end();
  if (url === "/slow.jpg") {
    setTimeout(() => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg), 1500);
    return;
  }
  if (url === "/big.jpg")
    return res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.alloc(4096));
  if (url === "/hop")
    return res.writeHead(302, { location: `http://127.0.0.1:${port}/p/hop.jpg` }).end();
  if (url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
  if (url === "/to-private") return res.writeHead(302, { location: "http://10.0.0.1/x.jpg" }).end();
  if (url === "/to-metadata")
    return res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  if (url === "/to-loopback")
    return res.writeHead(302, { location: `http://127.0.0.2:${port}/p/1.jpg` }).end();
  if (url === "/to-localhost")
    return res.writeHead(302, { location: `http://localhost:${port}/p/1.jpg` }).end();
  res.writeHead(404).end();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-import-photos-"));
  process.env.DATA_DIR = dataDir;
  await setupTestDb();
  // a picture with detail, as photos have (a plain one gets no hash: lib/cars/hash.ts)
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="330" fill="rgb(120,170,230)"/><rect y="330" width="800" height="270" fill="rgb(70,70,70)"/>
    <rect x="180" y="260" width="420" height="120" rx="40" fill="rgb(200,30,30)"/>
    <circle cx="280" cy="390" r="50" fill="#111"/><circle cx="510" cy="390" r="50" fill="#111"/></svg>`;
  jpeg = await sharp(Buffer.from(scene)).jpeg().toBuffer();
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await teardownTestDb();
  delete process.env.DATA_DIR;
  delete process.env.IMPORT_ALLOW_PRIVATE_HOSTS;
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => hits.clear());

const car = (photos: string[]) => ({
  id: "ph1",
  url: "https://auto.bazos.cz/inzerat/ph1/",
  title: "Škoda Fabia",
  make: "Škoda",
  model: "Fabia",
  year: 2015,
  price: 120000,
  photos,
});
async function* linesOf(items: object[]) {
  for (const item of items) yield JSON.stringify(item);
}
const run = (photos: string[]) =>
  runImport({ source: "bazos", feed: "photos.jsonl", lines: linesOf([car(photos)]) });

const photosOf = async () => {
  const [ad] = await getDb().select({ id: ads.id }).from(ads).where(eq(ads.sourceId, "ph1"));
  return getDb()
    .select()
    .from(adImages)
    .where(eq(adImages.adId, ad.id))
    .orderBy(asc(adImages.position));
};

describe("with the test setting that allows a local server", () => {
  beforeAll(() => {
    process.env.IMPORT_ALLOW_PRIVATE_HOSTS = "1";
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.IMPORT_ALLOW_PRIVATE_HOSTS;
    resetEnvCache();
    await deleteAllAds();
  });

  it("stores the photos through the pipeline and counts a broken one as a failure", async () => {
    const r = await run([
      `${base}/p/1.jpg`,
      `${base}/broken.jpg`,
      `${base}/hop`,
      `${base}/page.html`,
      `${base}/missing.jpg`,
    ]);
    expect(r).toMatchObject({ new: 1, photoFailures: 3 });
    expect(r.photoErrors.map((e) => e.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Not a JPEG/),
        expect.stringMatching(/content type text\/html/),
        "HTTP 404",
      ]),
    );
    const photos = await photosOf();
    expect(photos.map((p) => p.sourceUrl)).toEqual([`${base}/p/1.jpg`, `${base}/hop`]);
    for (const p of photos) {
      expect(p.fullUrl).toMatch(/^\/media\/ads\/.+\.webp$/);
      expect(p.width).toBe(800);
      // hashed, so the same car's other listings find it (lib/cars)
      expect(typeof p.phash).toBe("bigint");
      expect(fs.existsSync(path.join(dataDir, "uploads", p.fullUrl.slice("/media/".length)))).toBe(
        true,
      );
    }
  });

  it("does not fetch the photos again when the same URLs come again", async () => {
    const urls = [`${base}/p/1.jpg`, `${base}/broken.jpg`, `${base}/hop`];
    const before = await photosOf();
    const r = await run(urls);
    expect(r).toMatchObject({ new: 0, updated: 0, unchanged: 1 });
    expect(hits.get("/p/1.jpg")).toBeUndefined();
    expect(hits.get("/hop")).toBeUndefined();
    expect((await photosOf()).map((p) => p.storageKey)).toEqual(before.map((p) => p.storageKey));
  });

  it("fetches only the new URL when the list changes, keeping the others' stored photos", async () => {
    const before = await photosOf();
    const r = await run([`${base}/p/2.jpg`, `${base}/p/1.jpg`]);
    expect(r).toMatchObject({ updated: 1, photoFailures: 0 });
    expect(hits.get("/p/2.jpg")).toBe(1);
    expect(hits.get("/p/1.jpg")).toBeUndefined();
    const after = await photosOf();
    expect(after.map((p) => p.sourceUrl)).toEqual([`${base}/p/2.jpg`, `${base}/p/1.jpg`]);
    expect(after[1].storageKey).toBe(before[0].storageKey);
    // the dropped photo's stored files are removed
    const dropped = before[1].fullUrl.slice("/media/".length);
    expect(fs.existsSync(path.join(dataDir, "uploads", dropped))).toBe(false);
  });

  it("reads a feed from a URL, within its size limit", async () => {
    const feed = `${base}/feed.jsonl`;
    const r = await runImport({ source: "facebook", feed, lines: urlLines(feed) });
    expect(r).toMatchObject({ lines: 2, new: 2 });
    const small = { maxBytes: 100, timeoutMs: 2000, maxRedirects: 0 };
    await expect(
      runImport({ source: "facebook", feed, lines: urlLines(feed, small) }),
    ).rejects.toThrow("larger than 100 bytes");
  });

  it("imports the configured feeds as a scheduled task (IMPORT_FEEDS)", async () => {
    process.env.IMPORT_FEEDS = `other=${base}/feed.jsonl;full`;
    resetEnvCache();
    const task = periodicTasks().find((t) => t.name === "import-feeds");
    expect(task?.pattern).toBe("0 15 * * * *");
    jest.spyOn(console, "info").mockImplementation(() => {});
    await task!.run();
    const [last] = (await listImportRuns({ page: 1, size: 1 })).results;
    expect(last).toMatchObject({
      source: "other",
      feed: `${base}/feed.jsonl`,
      full: true,
      status: "done",
      counts: { new: 2 },
    });
    delete process.env.IMPORT_FEEDS;
    resetEnvCache();
  });

  it("dates a new ad when it is stored, after its photos were fetched", async () => {
    // dated before a slow download, it could land behind a saved-search alert run's mark (the ads
    // created up to it are done) and never be alerted
    const started = Date.now();
    const r = await runImport({
      source: "bazos",
      feed: "slow.jsonl",
      lines: linesOf([{ ...car([`${base}/slow.jpg`]), id: "slow1" }]),
    });
    expect(r).toMatchObject({ new: 1, photoFailures: 0 });
    const [ad] = await getDb()
      .select({ created: ads.createdDate })
      .from(ads)
      .where(eq(ads.sourceId, "slow1"));
    expect(ad.created.getTime()).toBeGreaterThanOrEqual(started + 1500);
  });

  it("holds a photo to the size, redirect and time limits", async () => {
    const limits: FetchLimits = {
      maxBytes: 1000,
      timeoutMs: 2000,
      maxRedirects: 2,
      contentType: "image/",
    };
    await expect(fetchBytes(`${base}/big.jpg`, limits)).rejects.toThrow("larger than 1000 bytes");
    await expect(fetchBytes(`${base}/loop`, limits)).rejects.toThrow("more than 2 redirects");
    expect(hits.get("/loop")).toBe(3);
  });
});

describe("the SSRF guard, with the setting off", () => {
  const limits: FetchLimits = { maxBytes: 1_000_000, timeoutMs: 2000, maxRedirects: 3 };
  const refused = (url: string, extra: Partial<FetchLimits> = {}) =>
    fetchBytes(url, { ...limits, ...extra }).then(
      () => null,
      (err: unknown) => (err instanceof FetchError ? err.kind : String(err)),
    );

  it("refuses loopback, private and metadata addresses and names resolving to them", async () => {
    const port = (server.address() as AddressInfo).port;
    expect(await refused(`http://127.0.0.1:${port}/p/1.jpg`)).toBe("blocked");
    expect(await refused(`http://localhost:${port}/p/1.jpg`)).toBe("blocked");
    expect(await refused(`http://[::ffff:127.0.0.1]:${port}/p/1.jpg`)).toBe("blocked");
    expect(await refused("http://10.1.2.3/x.jpg")).toBe("blocked");
    expect(await refused("http://169.254.169.254/latest/meta-data/")).toBe("blocked");
    expect(await refused("http://192.168.0.1/x.jpg")).toBe("blocked");
    expect(await refused("file:///etc/passwd")).toBe("blocked");
    expect(hits.size).toBe(0);
  });

  it("checks every redirect again", async () => {
    // the local server stands in for a public one: only its own address is let through
    const onlyServer = { isAllowed: (a: string) => a === "127.0.0.1" };
    expect(await refused(`${base}/p/1.jpg`, onlyServer)).toBeNull();
    expect(await refused(`${base}/to-private`, onlyServer)).toBe("blocked");
    expect(await refused(`${base}/to-metadata`, onlyServer)).toBe("blocked");
    expect(await refused(`${base}/to-loopback`, onlyServer)).toBe("blocked");
    expect(hits.get("/p/1.jpg")).toBe(1);
  });

  it("counts a refused photo as a failure and imports the ad without it", async () => {
    const r = await run([`${base}/p/3.jpg`]);
    expect(r).toMatchObject({ new: 1, photoFailures: 1 });
    expect(r.photoErrors[0].reason).toMatch(/refused address/);
    expect(await photosOf()).toEqual([]);
    expect(hits.size).toBe(0);
  });
});
