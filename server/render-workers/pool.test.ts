/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PageCache } from "../page-cache/page-cache.mjs";
import { RenderPool } from "./pool.mjs";

// The front's render workers, really forked (a stand-in for Next: pool.test-worker.mjs): a
// worker's invalidations travel over IPC and its answers over its socket, so the front must have
// applied every invalidation an answer's work caused before it passes the answer on (the
// moderation journey: an admin archives an ad, and the anonymous reader's next view of it must
// not come from the cache).

let cache: PageCache;
let pool: RenderPool;
let server: http.Server;
let base: string;

beforeAll(async () => {
  cache = new PageCache({ maxBytes: 1 << 20 });
  pool = new RenderPool({
    size: 1,
    script: path.join(__dirname, "pool.test-worker.mjs"),
    cache,
  });
  await pool.whenReady();
  server = http.createServer((req, res) => void pool.handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await pool.close();
});

/** A cached page with this tag, as the front stores one. */
function cachedPage(tag: string) {
  const key = `page ${tag}`;
  cache.set(
    key,
    { status: 200, headers: {}, body: Buffer.from("old"), tags: [tag], lifeMs: 60_000 },
    cache.begin(),
  );
  return key;
}

/** Requests `path`; `onHead` runs when the head arrives, before the body is read. */
function request(path: string, onHead: () => void = () => {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get(base + path, { agent }, (res) => {
          onHead();
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => {
            agent.destroy();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        })
        .on("error", reject);
    },
  );
}

test("an answer is passed on after the invalidations its work caused before its head", async () => {
  for (let i = 0; i < 10; i++) {
    const key = cachedPage(`ad:${i}`);
    let atHead: unknown = "unseen";
    const answer = await request(`/write?tag=ad:${i}`, () => (atHead = cache.get(key)));
    expect(answer.body).toBe("written");
    expect(atHead).toBeUndefined();
  }
});

test("an answer's end is passed on after the invalidations its work caused before it ended", async () => {
  for (let i = 0; i < 10; i++) {
    const key = cachedPage(`seller:${i}`);
    const answer = await request(`/stream?tag=seller:${i}`);
    expect(answer.body).toBe("begun written");
    expect(cache.get(key)).toBeUndefined();
  }
});

test("an invalidation outside any request is applied when it arrives", async () => {
  const key = cachedPage("landing:skoda");
  await request("/job?tag=landing:skoda");
  expect(cache.get(key)).toBeDefined(); // not yet made
  const deadline = Date.now() + 5000;
  while (cache.get(key) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(cache.get(key)).toBeUndefined();
});

test("the worker's answer comes back whole, without the front's own headers", async () => {
  const answer = await request("/anything?x=1");
  expect(answer).toMatchObject({ status: 200, body: "GET /anything" });
  expect(answer.headers["x-vozovna-invalidations"]).toBeUndefined();
});

test("a worker that dies is forked again; meanwhile the front answers 503 with Retry-After and drops its cache", async () => {
  const key = cachedPage("search");
  const cut = await request("/exit");
  expect(cut.status).toBe(503);
  expect(cut.headers["retry-after"]).toBe("5");
  let again = await request("/again");
  for (const deadline = Date.now() + 10_000; again.status === 503 && Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 50));
    again = await request("/again");
  }
  expect(again.body).toBe("GET /again");
  // a write it committed may have died with it before its invalidation was sent
  expect(cache.get(key)).toBeUndefined();
});
