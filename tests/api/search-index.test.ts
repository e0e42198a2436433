/** @jest-environment node */
// The in-process search index follows the database: ads edited, sold, archived, deleted or added
// leave or change in the answers; another web instance sees a change at its next poll, and this
// process sees its own writes at once.
/* eslint-disable no-restricted-syntax -- writes ads behind lib/ads/mutations.ts on purpose: the
   index must follow the database whoever writes (another instance, a SQL console) */
import { eq, sql } from "drizzle-orm";
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as countRoute } from "@/app/api/ads-count/filtered/route";
import { getDb } from "@/lib/infra/db/client";
import { setAdPhotos } from "@/lib/ads/mutations";
import { adImages, ads, priceRatings } from "@/lib/infra/db/schema";
import type { AdStatus } from "@/lib/enums";
import { followIndexReads } from "@/server/page-cache/invalidate";
import { PageCache, installPageCache } from "@/server/page-cache/page-cache.mjs";
import { adTag } from "@/server/page-cache/page-tags.mjs";
import { LiveIndex } from "@/lib/search/live-index";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

type Body = {
  results: { title: string; price: number; location_name: string | null; image_links: string[] }[];
  count: number;
};
const search = async (qs = "") =>
  (await (await filter(get(`/api/ads/filter/?${qs}`), params({}))).json()) as Body;
const count = async (qs = "") =>
  ((await (await countRoute(get(`/api/ads-count/filtered/?${qs}`), params({}))).json()) as Body)
    .count;
const titles = async (qs = "") => (await search(qs)).results.map((r) => r.title);
const setPrice = (title: string, price: number) =>
  getDb().update(ads).set({ price }).where(eq(ads.title, title));
const setStatus = (title: string, status: AdStatus) =>
  getDb().update(ads).set({ status }).where(eq(ads.title, title));

beforeAll(async () => {
  await setupTestDb();
  await createAd({ title: "A", price: 100_000 });
  await createAd({ title: "B", price: 200_000 });
  await createAd({ title: "C", price: 300_000 });
});
afterAll(teardownTestDb);

describe("the index follows the database", () => {
  it("sees an edited price in the order and in the filters", async () => {
    expect(await titles("ordering=price")).toEqual(["A", "B", "C"]);
    await setPrice("A", 350_000);
    expect(await titles("ordering=price")).toEqual(["B", "C", "A"]);
    expect(await count("min_price=320000")).toBe(1);
  });

  it("shows an edited card at once, though cards are kept in memory", async () => {
    expect(await titles("ordering=price")).toEqual(["B", "C", "A"]);
    await getDb().update(ads).set({ title: "B2", locationName: "Brno" }).where(eq(ads.title, "B"));
    const top = (await search("ordering=price")).results[0];
    expect([top.title, top.location_name]).toEqual(["B2", "Brno"]);
    await getDb().update(ads).set({ title: "B" }).where(eq(ads.title, "B2"));
  });

  it("drops sold, archived and deleted ads and takes back a reactivated one", async () => {
    await setStatus("B", "sold");
    expect(await titles("ordering=price")).toEqual(["C", "A"]);
    await setStatus("C", "archived");
    await setStatus("A", "deleted");
    expect(await search()).toEqual({ results: [], count: 0 });
    await setStatus("C", "active");
    expect(await titles()).toEqual(["C"]);
  });

  it("adds new ads and forgets rows removed from the table", async () => {
    await createAd({ title: "D", price: 50_000 });
    expect(await titles("ordering=price")).toEqual(["D", "C"]);
    await getDb().delete(ads).where(eq(ads.title, "D"));
    expect(await titles("ordering=price")).toEqual(["C"]);
    expect(await count()).toBe(1);
  });

  it("moves updated_date on every change, whoever writes, but not for machine translations", async () => {
    const updated = async () =>
      (await getDb().select({ u: ads.updatedDate }).from(ads).where(eq(ads.title, "C")))[0].u;
    await getDb()
      .update(ads)
      .set({ price: 123456, updatedDate: new Date("2001-01-01") })
      .where(eq(ads.title, "C"));
    const moved = await updated();
    expect(moved.getFullYear()).toBeGreaterThan(2020);
    await getDb()
      .update(ads)
      .set({ descEn: "Translated", descRu: "Перевод" })
      .where(eq(ads.title, "C"));
    expect(await updated()).toEqual(moved);
  });
});

describe("photos", () => {
  const firstPhoto = async (title: string) =>
    (await search(`ordering=price`)).results.find((r) => r.title === title)?.image_links[0];

  it("shows a seller's new first photo on the result card at once", async () => {
    const user = await createUser();
    const seller = await createSeller({ userId: user.id });
    const ad = await createAd(
      { title: "P", price: 10_000, sellerProfileId: seller.id, sellerUserId: user.id },
      2,
    );
    expect(await firstPhoto("P")).toBe(ad.photos[0].fullUrl);
    await setAdPhotos({
      id: ad.id,
      actor: { id: user.id, role: "user" },
      photos: [{ fullUrl: "/media/t/new.webp", miniUrl: "/media/t/new-mini.webp" }, ad.photos[0]],
    });
    expect(await firstPhoto("P")).toBe("/media/t/new.webp");
  });

  it("moves the ad's updated_date when another writer changes its photos", async () => {
    const ad = await createAd({ title: "Q", price: 20_000 }, 1);
    expect(await firstPhoto("Q")).toBe(ad.photos[0].fullUrl);
    await getDb()
      .update(adImages)
      .set({ fullUrl: "/media/t/other.webp" })
      .where(eq(adImages.adId, ad.id));
    const [{ updated }] = await getDb()
      .select({ updated: ads.updatedDate })
      .from(ads)
      .where(eq(ads.id, ad.id));
    expect(updated.getTime()).toBeGreaterThan(ad.updatedDate.getTime());
    expect(await firstPhoto("Q")).toBe("/media/t/other.webp");
  });
});

describe("polling instances", () => {
  const priceOrder = parseApiSearchParams(new URLSearchParams("ordering=price"));
  const ids = async (live: LiveIndex) => (await live.get()).search(priceOrder, 20).ids;

  it("another instance sees a change at its next poll; this one at once after its own write", async () => {
    const mine = new LiveIndex(getDb(), 600_000);
    const other = new LiveIndex(getDb(), 600_000);
    const before = await ids(other);
    expect(await ids(mine)).toEqual(before);
    await createAd({ title: "E", price: 1_000 });
    mine.changed(); // what this process's write path does
    const [{ id: e }] = await getDb().select({ id: ads.id }).from(ads).where(eq(ads.title, "E"));
    expect(await ids(mine)).toEqual([e, ...before]);
    expect(await ids(other)).toEqual(before); // not polled yet
    await other.poll();
    expect(await ids(other)).toEqual([e, ...before]);
    mine.stop();
    other.stop();
  });
});

describe("loading", () => {
  it("reads every active ad, its ids in stretches far apart, and only active ones", async () => {
    // ids past the first stretches a load reads (20,000 ids each), one ad not active among them
    const nextId = (id: number) =>
      getDb().execute(sql`SELECT setval(pg_get_serial_sequence('ads', 'id'), ${id - 1})`);
    await nextId(45_001);
    await createAd({ title: "Far", price: 7_000 });
    await nextId(90_000);
    await createAd({ title: "Farther", price: 8_000 });
    await createAd({ title: "Far, sold", price: 9_000, status: "sold" });
    const live = new LiveIndex(getDb(), 600_000);
    try {
      const loaded = await live.get();
      const active = await getDb().select({ id: ads.id }).from(ads).where(eq(ads.status, "active"));
      expect(loaded.size).toBe(active.length);
      const cheap = parseApiSearchParams(
        new URLSearchParams("ordering=price&min_price=7000&max_price=9000"),
      );
      expect(loaded.search(cheap, 20).ids).toEqual([45_001, 90_000]);
    } finally {
      await live.stop();
      await getDb().delete(ads).where(eq(ads.title, "Far"));
      await getDb().delete(ads).where(eq(ads.title, "Farther"));
      await getDb().delete(ads).where(eq(ads.title, "Far, sold"));
    }
  });
});

describe("the page cache after the index loads", () => {
  // subscribed as at start-up (instrumentation.ts)
  let unfollow: () => void;
  beforeAll(() => {
    unfollow = followIndexReads();
  });
  afterAll(() => unfollow());
  afterEach(() => installPageCache(null));

  it("keeps a page cached after the load when the index reads again the changes made just before it", async () => {
    // written seconds before the load, as the start-up's seed is: the index re-reads such changes
    // on its first reads (a transaction may commit after it wrote)
    await createAd({ title: "Fresh", price: 5_000 });
    const [{ id }] = await getDb().select({ id: ads.id }).from(ads).where(eq(ads.title, "Fresh"));
    const cache = new PageCache({ maxBytes: 1_000_000 });
    installPageCache(cache);
    const live = new LiveIndex(getDb(), 600_000);
    try {
      await live.get(); // the load
      const page = {
        status: 200,
        headers: {},
        body: Buffer.from("<p>Fresh</p>"),
        tags: [adTag(id)],
        lifeMs: 60_000,
      };
      const key = `/ads/cars/${id}`;
      expect(cache.set(key, page, cache.begin())).toBe(true);
      await live.poll(); // finds "Fresh" again: the version the load read
      expect(cache.get(key)).toBeDefined();
      // a change after the load still drops it
      await setPrice("Fresh", 6_000);
      await live.poll();
      expect(cache.get(key)).toBeUndefined();
    } finally {
      await live.stop();
    }
  });

  it("drops an ad's page when another process's pricing run re-rates it, the ad untouched", async () => {
    const { id } = await createAd({ title: "Rated", price: 200_000 });
    const cache = new PageCache({ maxBytes: 1_000_000 });
    installPageCache(cache);
    const live = new LiveIndex(getDb(), 600_000);
    try {
      await live.get();
      const key = `/ads/cars/${id}`;
      const page = { status: 200, headers: {}, body: Buffer.from("<p>Rated</p>"), lifeMs: 60_000 };
      expect(cache.set(key, { ...page, tags: [adTag(id)] }, cache.begin())).toBe(true);
      await live.poll();
      expect(cache.get(key)).toBeDefined();
      // what lib/pricing/store.ts writes, as a worker process would
      await getDb().insert(priceRatings).values({
        adId: id,
        label: "great",
        price: 200_000,
        estimate: 250_000,
        ratio: 0.8,
        comparables: 12,
        factors: [],
        points: [],
        method: "test",
        computedAt: new Date(),
      });
      await live.poll();
      expect(cache.get(key)).toBeUndefined();
      expect((await live.get()).labelOf(id)).toBe("great");
    } finally {
      await live.stop();
    }
  });
});
