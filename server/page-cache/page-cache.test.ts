/** @jest-environment node */
import { PageCache, getPageCache, installPageCache, invalidatePageTags } from "./page-cache.mjs";

let now = 1_000_000;
const clock = () => now;
const page = (bytes: number, tags: string[], lifeMs = 60_000) => ({
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.alloc(bytes, 120),
  tags,
  lifeMs,
});
const overhead = (key: string) =>
  JSON.stringify({ "content-type": "text/html" }).length + key.length;

test("keeps pages within its size in bytes, dropping the least recently used first", () => {
  const size = 1000 + overhead("/0");
  const cache = new PageCache({ maxBytes: 8 * size, now: clock });
  for (let i = 0; i < 8; i++) expect(cache.set(`/${i}`, page(1000, []), cache.begin())).toBe(true);
  expect(cache.get("/0")).toBeDefined(); // /0 is now the most recent; /1 the least
  cache.set("/8", page(1000, []), cache.begin());
  expect(cache.get("/1")).toBeUndefined();
  for (const key of ["/0", "/2", "/7", "/8"]) expect(cache.get(key)).toBeDefined();
  expect(cache.bytes).toBe(8 * size);
  expect(cache.size).toBe(8);
});

test("an encoded copy counts too, and a page too big for an eighth of the cache is not kept", () => {
  const cache = new PageCache({ maxBytes: 8 * 2000, now: clock });
  expect(cache.set("/big", page(2000, []), cache.begin())).toBe(false);
  cache.set("/a", page(1000, []), cache.begin());
  const before = cache.bytes;
  cache.addVariant(cache.get("/a")!, "gzip", Buffer.alloc(300));
  expect(cache.bytes).toBe(before + 300);
  cache.delete("/a");
  expect(cache.bytes).toBe(0);
});

test("a page expires after its life", () => {
  const cache = new PageCache({ maxBytes: 1e6, now: clock });
  cache.set("/a", page(10, [], 60_000), cache.begin());
  now += 59_999;
  expect(cache.get("/a")).toBeDefined();
  now += 1;
  expect(cache.get("/a")).toBeUndefined();
  expect(cache.bytes).toBe(0);
});

test("invalidating a tag drops exactly the pages carrying it", () => {
  const cache = new PageCache({ maxBytes: 1e6, now: clock });
  cache.set("/ads/cars/1", page(10, ["ad:1"]), cache.begin());
  cache.set("/en/ads/cars/1", page(10, ["ad:1"]), cache.begin());
  cache.set("/ads/cars/11", page(10, ["ad:11"]), cache.begin());
  cache.set("/", page(10, ["search"]), cache.begin());
  expect(cache.invalidate(["ad:1"])).toBe(2);
  expect(cache.get("/ads/cars/1")).toBeUndefined();
  expect(cache.get("/en/ads/cars/1")).toBeUndefined();
  expect(cache.get("/ads/cars/11")).toBeDefined();
  expect(cache.get("/")).toBeDefined();
  // a page stored again after the invalidation is kept and can be dropped again
  cache.set("/ads/cars/1", page(10, ["ad:1"]), cache.begin());
  expect(cache.invalidate(["ad:1"])).toBe(1);
});

test("a render that began before a write of its tags is not stored (it may show the old data)", () => {
  const cache = new PageCache({ maxBytes: 1e6, now: clock });
  const begun = cache.begin();
  cache.invalidate(["ad:1"]);
  expect(cache.set("/ads/cars/1", page(10, ["ad:1"]), begun)).toBe(false);
  expect(cache.set("/ads/cars/2", page(10, ["ad:2"]), begun)).toBe(true);
  const afterClear = cache.begin();
  cache.clear();
  expect(cache.set("/ads/cars/2", page(10, ["ad:2"]), afterClear)).toBe(false);
  expect(cache.set("/ads/cars/2", page(10, ["ad:2"]), cache.begin())).toBe(true);
});

test("the process's one instance is reached through globalThis", () => {
  expect(invalidatePageTags(["x"])).toBe(0); // none installed: nothing to do
  const cache = new PageCache({ maxBytes: 1e6, now: clock });
  installPageCache(cache);
  try {
    cache.set("/", page(10, ["search"]), cache.begin());
    expect(getPageCache()).toBe(cache);
    expect(invalidatePageTags(["search"])).toBe(1);
  } finally {
    installPageCache(null);
  }
});

test("pages asked again stay while a stream of pages asked once passes through (a crawler)", () => {
  const size = 1000 + overhead("/p00");
  const cache = new PageCache({ maxBytes: 10 * size, now: clock });
  for (const key of ["/p00", "/p01", "/p02"]) {
    cache.set(key, page(1000, []), cache.begin());
    expect(cache.get(key)).toBeDefined(); // asked again
  }
  for (let i = 0; i < 100; i++) {
    const key = `/c${String(i).padStart(2, "0")}`;
    cache.set(key, page(1000, []), cache.begin());
  }
  for (const key of ["/p00", "/p01", "/p02"]) expect(cache.get(key)).toBeDefined();
  expect(cache.get("/c99")).toBeDefined(); // the newest passer-by is still there
  expect(cache.get("/c00")).toBeUndefined();
  expect(cache.bytes).toBeLessThanOrEqual(10 * size);
  expect(cache.size).toBe(10);
});

test("the protected part keeps to its share: its least recent page goes back to probation", () => {
  const size = 1000 + overhead("/p0");
  const cache = new PageCache({ maxBytes: 10 * size, now: clock });
  // ten pages each asked twice: at most eight stay protected, the two least recent are on probation
  for (let i = 0; i < 10; i++) {
    cache.set(`/p${i}`, page(1000, []), cache.begin());
    cache.get(`/p${i}`);
  }
  cache.set("/px", page(1000, []), cache.begin()); // one over: the first on probation goes
  expect(cache.peek("/p0")).toBeUndefined();
  for (let i = 1; i < 10; i++) expect(cache.peek(`/p${i}`)).toBeDefined();
  expect(cache.peek("/px")).toBeDefined();
});

test("peek finds a page without counting a use", () => {
  const size = 1000 + overhead("/a");
  const cache = new PageCache({ maxBytes: 8 * size, now: clock });
  for (const key of "abcdefgh") cache.set(`/${key}`, page(1000, []), cache.begin());
  expect(cache.peek("/a")).toBeDefined(); // not a use: /a stays the least recent
  cache.set("/i", page(1000, []), cache.begin());
  expect(cache.peek("/a")).toBeUndefined();
  expect(cache.get("/b")).toBeDefined(); // a use: /b outlives the next one stored
  cache.set("/j", page(1000, []), cache.begin());
  expect(cache.peek("/b")).toBeDefined();
  expect(cache.peek("/c")).toBeUndefined();
});
