/** @jest-environment node */
import { createHash } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { OverloadGate } from "@/server/http/overload-gate.mjs";
import { PageCache } from "./page-cache.mjs";
import { createRequestHandler } from "./serve.mjs";

// The server's request path with a stand-in for Next's handler that writes like Next does
// (headers, then the body in chunks through write/end, flushHeaders first).

const SCRIPT = "self.__next_f.push([1])";
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

type Seen = { marked: boolean; encoding?: string; method?: string };
let seen: Seen[] = [];
let release: (() => void) | null = null;

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seen.push({
    marked: req.headers["x-vozovna-page-cache"] === "1",
    encoding: req.headers["accept-encoding"] as string | undefined,
    method: req.method,
  });
  if (req.url?.startsWith("/slow")) await new Promise<void>((r) => (release = r));
  if (req.url?.startsWith("/images/")) {
    // a registry picture as app/images answers it (lib/infra/api/etag.ts)
    res.writeHead(200, { "content-type": "image/svg+xml", etag: '"logo1"' });
    return void res.end(`<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(2000)}</svg>`);
  }
  const marked = req.headers["x-vozovna-page-cache"] === "1";
  res.statusCode = req.url?.startsWith("/ads/cars/9") ? 410 : 200;
  res.setHeader("content-type", req.url?.startsWith("/api/") ? "application/json" : "text/html");
  res.setHeader("content-security-policy", marked ? "script-src 'self'; object-src 'none'" : "x");
  res.setHeader("set-cookie", ["NEXT_LOCALE=cs; Path=/; SameSite=lax"]);
  res.flushHeaders();
  res.write(`<html><body>${"x".repeat(2000)}<script>${SCRIPT}</script>`);
  res.end(
    `<script src="/a.js"></script><script src="/_next/static/chunks/app.js" async=""></script></body></html>`,
  );
}

let server: http.Server;
let base: string;
let gate: OverloadGate;
let cache: PageCache;

beforeEach(async () => {
  seen = [];
  cache = new PageCache({ maxBytes: 1e6 });
  gate = new OverloadGate({ maxInflight: 1, queueLimit: 0, waitMs: 1000 });
  const respond = createRequestHandler({ handle: fakeNext, cache, gate, trustProxy: 0 });
  server = http.createServer((req, res) => void respond(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise((r) => server.close(r)));

const get = (path: string, init: RequestInit = {}) => fetch(base + path, init);
/** Until Next has been asked `n` times (a request is then inside the handler). */
async function nextAsked(n: number) {
  while (seen.length < n) await new Promise((r) => setImmediate(r));
}

test("an anonymous page is rendered once, marked and uncompressed, then served from memory", async () => {
  const first = await get("/skoda?b=1&a=2", { headers: { "accept-encoding": "identity" } });
  expect(first.headers.get("x-vozovna-cache")).toBe("miss");
  const second = await get("/skoda?a=2&b=1", { headers: { "accept-encoding": "identity" } });
  expect(second.headers.get("x-vozovna-cache")).toBe("hit");
  expect(second.headers.get("age")).toBe("0");
  const html = await second.text();
  expect(html).toBe(await first.text());
  // Next's chunks run once the page is parsed, not in the middle of it (the first paint waited)
  expect(html).toContain(
    `<script src="/a.js"></script><script src="/_next/static/chunks/app.js" defer=""></script>`,
  );
  expect(seen).toEqual([{ marked: true, encoding: undefined, method: "GET" }]);
  // the policy names the hash of the inline script, not of the file
  expect(second.headers.get("content-security-policy")).toBe(
    `script-src 'self' '${sha(SCRIPT)}'; object-src 'none'`,
  );
  // the language cookie is the reader's, not stored with the page
  expect(second.headers.get("set-cookie")).toBe("NEXT_LOCALE=cs; Path=/; SameSite=lax");
  const withCookie = await get("/skoda?a=2&b=1", { headers: { cookie: "NEXT_LOCALE=cs" } });
  expect(withCookie.headers.get("set-cookie")).toBeNull();
});

test("HEAD is answered from the GET entry; gzip is made once and kept", async () => {
  await get("/about");
  const head = await get("/about", { method: "HEAD" });
  expect(head.headers.get("x-vozovna-cache")).toBe("hit");
  expect(await head.text()).toBe("");
  const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) =>
    http.get(`${base}/about`, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }),
  );
  expect(raw.headers["content-encoding"]).toBe("gzip");
  expect(raw.headers.vary).toMatch(/Accept-Encoding/);
  expect(gunzipSync(raw.body).toString()).toContain(SCRIPT);
  expect(seen).toHaveLength(1);
});

test("a registry picture is kept for every reader, compressed, and answered 304 when the reader has it", async () => {
  const first = await get("/images/logos/skoda.svg", { headers: { "if-none-match": '"old"' } });
  expect(first.headers.get("x-vozovna-cache")).toBe("miss");
  expect(first.headers.get("content-encoding")).toBe("gzip");
  expect(first.headers.get("set-cookie")).toBeNull();
  expect(await first.text()).toMatch(/^<svg/);
  const signedIn = await get("/images/logos/skoda.svg", {
    headers: { cookie: "better-auth.session_token=abc" },
  });
  expect(signedIn.headers.get("x-vozovna-cache")).toBe("hit");
  const current = await get("/images/logos/skoda.svg", { headers: { "if-none-match": '"logo1"' } });
  expect(current.status).toBe(304);
  expect(current.headers.get("etag")).toBe('"logo1"');
  expect(seen).toEqual([{ marked: true, encoding: undefined, method: "GET" }]);
});

test("a 410 page is kept; signed-in readers and the API go to Next unmarked", async () => {
  expect((await get("/ads/cars/9")).status).toBe(410);
  const again = await get("/ads/cars/9");
  expect([again.status, again.headers.get("x-vozovna-cache")]).toEqual([410, "hit"]);
  const signedIn = await get("/ads/cars/9", {
    headers: { cookie: "better-auth.session_token=abc" },
  });
  expect(signedIn.headers.get("x-vozovna-cache")).toBe("bypass");
  await get("/api/ads/filter/");
  expect(seen.map((s) => s.marked)).toEqual([true, false, false]);
});

test("readers of a page being rendered wait for it instead of rendering it again", async () => {
  const lookups = jest.spyOn(cache, "get");
  const first = get("/slow");
  await nextAsked(1);
  const second = get("/slow"); // no slot is free: it would be refused if it went to Next
  while (lookups.mock.calls.length < 2) await new Promise((r) => setImmediate(r));
  release!();
  const states = await Promise.all(
    [first, second].map(async (p) => (await p).headers.get("x-vozovna-cache")),
  );
  expect(states.sort()).toEqual(["hit", "miss"]);
  expect(seen).toHaveLength(1);
});

test("beyond the gate the server answers 503 with Retry-After at once: JSON for the API", async () => {
  const slow = get("/slow?x=1"); // takes the only slot
  await nextAsked(1);
  const page = await get("/faq");
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("5");
  // a visitor reads it in the page's language: Czech unprefixed, English and Russian by prefix
  expect(await page.text()).toContain("Zkuste to prosím za pár sekund znovu.");
  const en = await get("/en/faq");
  expect(en.status).toBe(503);
  const enBody = await en.text();
  expect(enBody).toContain('<html lang="en">');
  expect(enBody).toContain("Please try again in a few seconds.");
  expect(await (await get("/ru/faq")).text()).toContain("попробуйте ещё раз");
  const api = await get("/api/ads/filter/");
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual(expect.objectContaining({ code: "unavailable" }));
  // a cached page is still served: hits pass no gate
  release!();
  await slow;
  await get("/faq");
  const hold = get("/slow?x=2");
  await nextAsked(3);
  expect((await get("/faq")).headers.get("x-vozovna-cache")).toBe("hit");
  release!();
  await hold;
});

test("a page is kept as its brotli copy alone, and readers of brotli, gzip or neither get the page", async () => {
  const plainReq = await get("/landing-x", { headers: { "accept-encoding": "identity" } });
  const html = await plainReq.text();
  expect(plainReq.headers.get("x-vozovna-cache")).toBe("miss");
  expect(cache.size).toBe(1);
  // the copy, the headers and the key: less than half of the page itself
  expect(cache.bytes).toBeLessThan(Buffer.byteLength(html) / 2);
  for (const encoding of ["br", "gzip", "identity"]) {
    const res = await get("/landing-x", { headers: { "accept-encoding": encoding } });
    expect([res.headers.get("x-vozovna-cache"), await res.text()]).toEqual(["hit", html]);
  }
});
