/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createStaticFiles } from "./static-files.mjs";

// The production server's own answers for the build's static files and local photos, in front of
// a stand-in for Next that answers whatever they send on.

const SCRIPT = `self.x=${JSON.stringify("a".repeat(4000))};`;
const PHOTO = Buffer.from("RIFF....WEBPVP8 fake photo bytes");
let dir: string;
let server: http.Server;
let base: string;
let toNext: string[] = [];

function listen(uploads: boolean) {
  const serve = createStaticFiles({
    buildDir: path.join(dir, ".next"),
    uploadsDir: uploads ? path.join(dir, "uploads") : null,
  });
  server = http.createServer((req, res) => {
    void serve(req, res).then((served) => {
      if (served) return;
      toNext.push(req.url ?? "");
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("next");
    });
  });
  return new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** A raw GET (fetch would decompress, and normalise "..") */
function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.path = urlPath; // exactly as written
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-static-"));
  fs.mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
  fs.writeFileSync(path.join(dir, ".next/static/chunks/app.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, ".next/BUILD_ID"), "secret-ish");
  fs.mkdirSync(path.join(dir, "uploads/ab"), { recursive: true });
  fs.writeFileSync(path.join(dir, "uploads/ab/photo.webp"), PHOTO);
  fs.writeFileSync(path.join(dir, "uploads/ab/notes.txt"), "not a photo");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => (toNext = []));
afterEach(() => new Promise((r) => server.close(r)));

describe("the build's static files", () => {
  beforeEach(() => listen(true));

  it("are answered compressed, immutable and with the site's security headers", async () => {
    const gz = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(gz.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(gz.headers["x-content-type-options"]).toBe("nosniff");
    expect(gz.headers["x-frame-options"]).toBe("DENY");

    const br = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const plain = await get("/_next/static/chunks/app.js?v=1");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const head = await get("/_next/static/chunks/app.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(toNext).toEqual([]);
  });

  it("answers a revalidation with 304 and no body", async () => {
    const first = await get("/_next/static/chunks/app.js");
    const again = await get("/_next/static/chunks/app.js", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends anything outside the static folder, unknown or escaped on to Next", async () => {
    for (const p of [
      "/_next/static/../BUILD_ID",
      "/_next/static/chunks/%2e%2e/%2e%2e/BUILD_ID",
      "/_next/static/chunks/app.js%00",
      "/_next/static/chunks//app.js",
      "/_next/static/chunks/missing.js",
      "/_next/static/chunks",
      "/_next/BUILD_ID",
    ]) {
      const res = await get(p);
      expect([p, res.status, res.body.toString()]).toEqual([p, 404, "next"]);
    }
    const post = await get("/_next/static/chunks/app.js", {}, "POST");
    expect(post.body.toString()).toBe("next");
  });
});

describe("local photos", () => {
  it("are streamed with their type while photos are stored locally", async () => {
    await listen(true);
    const res = await get("/media/ab/photo.webp");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.equals(PHOTO)).toBe(true);
    // not a photo type, missing, outside the folder: Next's /media route answers
    for (const p of ["/media/ab/notes.txt", "/media/ab/gone.webp", "/media/../.next/BUILD_ID"])
      expect((await get(p)).body.toString()).toBe("next");
  });

  it("go to Next's /media route when photos are in S3", async () => {
    await listen(false);
    expect((await get("/media/ab/photo.webp")).body.toString()).toBe("next");
  });
});
