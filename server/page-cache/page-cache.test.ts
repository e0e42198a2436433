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
