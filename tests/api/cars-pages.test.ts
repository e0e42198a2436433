/** @jest-environment node */
// Issue 17, one car across listings: what the ad page reads of a car (lib/cars/listings.ts), the
// admin's "Vozy" tab (lib/cars/admin-clusters.ts) and the split of a listing from its car
// (POST /api/admin/cars/split/, lib/cars/split.ts). car_id and a shared VIN are set by hand here,
// as the matching (lib/cars/match.ts) would have them.
import { asc, eq, inArray, sql } from "drizzle-orm";
import * as splitRoute from "@/app/api/admin/cars/split/route";
import { adsChanged } from "@/lib/ads/changed";
import { setAdminRole } from "@/lib/admin/mutations";
import { invalidateChangedAdPages } from "@/server/page-cache/invalidate";
import { PageCache, installPageCache } from "@/server/page-cache/page-cache.mjs";
import { listCarClusters } from "@/lib/cars/admin-clusters";
import { carListings, getCarView } from "@/lib/cars/listings";
import { getDb } from "@/lib/infra/db/client";
import { adminAuditLog, ads, carSplits } from "@/lib/infra/db/schema";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

type Handler = (req: never, ctx: { params: Promise<never> }) => Promise<Response>;

async function split(c: Client, json: unknown, o: CallOptions = {}) {
  const res = await (splitRoute.POST as Handler)(
    c.request("/api/admin/cars/split/", { json, ...o }) as never,
    { params: Promise.resolve({} as never) },
  );
  c.store(res);
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
}

async function admin() {
  const a = await signedInClient();
  await setAdminRole({ email: a.email, admin: true });
  return a;
}

let cars = 0;
/**
 * Makes these ads one car, as the matching would: one VIN (the evidence the matching keeps them
 * together by when a later write has them matched again), car_id the lowest id.
 */
async function oneCar(...ids: number[]) {
  const vinNumber = `TMBCARS${String(++cars).padStart(10, "0")}`;
  // eslint-disable-next-line no-restricted-syntax -- the matching's write, by hand (tests of its readers)
  await getDb().update(ads).set({ vinNumber }).where(inArray(ads.id, ids));
  await setCar(...ids);
}

/** car_id alone, the VINs as they are (a list that no later write matches again). */
async function setCar(...ids: number[]) {
  // eslint-disable-next-line no-restricted-syntax -- the matching's write, by hand (tests of its readers)
  await getDb()
    .update(ads)
    .set({ carId: Math.min(...ids) })
    .where(inArray(ads.id, ids));
}

const carIds = async (ids: number[]) =>
  Object.fromEntries(
    (
      await getDb().select({ id: ads.id, carId: ads.carId }).from(ads).where(inArray(ads.id, ids))
    ).map((r) => [r.id, r.carId]),
  );

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const addPrice = (adId: number, price: number, at: string) =>
  getDb().execute(
    sql`INSERT INTO ad_price_history (ad_id, price, changed_at) VALUES (${adId}, ${price}, ${day(at)})`,
  );

describe("the ad page's view of a car (getCarView)", () => {
  it("shows nothing more for an ad alone: no other listing, no first date, its own history", async () => {
    const ad = await createAd({ price: 300_000, createdDate: day("2026-10-01") });
    await addPrice(ad.id, 290_000, "2026-10-10");
    expect(await carListings({ adId: ad.id })).toEqual([]);
    expect(await getCarView({ adId: ad.id, listedAt: day("2026-10-01").toISOString() })).toEqual({
      others: [],
      first_listed_at: null,
      history: [
        { price: 300_000, changed_at: day("2026-10-01").toISOString() },
        { price: 290_000, changed_at: day("2026-10-10").toISOString() },
      ],
    });
  });

  it("lists the other active listings, dates the car by its oldest listing and merges every price", async () => {
    // sold on bazos in the summer, relisted here higher, also on facebook and (deleted) again
    const old = await createAd({
      source: "bazos",
      status: "archived",
      price: 280_000,
      createdDate: day("2026-09-01"),
    });
    await addPrice(old.id, 260_000, "2026-09-15");
    const fb = await createAd({
      source: "facebook",
      price: 275_000,
      createdDate: day("2026-11-01"),
      realDate: day("2026-10-25"),
    });
    const own = await createAd({ source: "own", price: 299_000, createdDate: day("2026-11-10") });
    const cheaper = await createAd({
      source: "bazos",
      price: 270_000,
      createdDate: day("2026-11-12"),
    });
    const gone = await createAd({
      source: "own",
      status: "deleted",
      createdDate: day("2026-11-05"),
    });
    const stranger = await createAd({ price: 100_000, createdDate: day("2026-08-01") });
    await oneCar(old.id, fb.id, own.id, cheaper.id, gone.id);

    const view = await getCarView({ adId: own.id, listedAt: day("2026-11-10").toISOString() });
    // active only, the cheapest first; never the ad itself, the archived or the deleted one
    expect(view.others.map((l) => [l.id, l.source, l.price])).toEqual([
      [cheaper.id, "bazos", 270_000],
      [fb.id, "facebook", 275_000],
    ]);
    expect(view.first_listed_at).toBe(day("2026-09-01").toISOString());
    // every listing's prices, the deleted one's too (289 000, the fixture's price)
    expect(view.history).toEqual([
      { price: 280_000, changed_at: day("2026-09-01").toISOString(), source: "bazos" },
      { price: 260_000, changed_at: day("2026-09-15").toISOString(), source: "bazos" },
      { price: 275_000, changed_at: day("2026-11-01").toISOString(), source: "facebook" },
      { price: 289_000, changed_at: day("2026-11-05").toISOString(), source: "own" },
      { price: 299_000, changed_at: day("2026-11-10").toISOString(), source: "own" },
      { price: 270_000, changed_at: day("2026-11-12").toISOString(), source: "bazos" },
    ]);
    // the facebook listing counts from its date at the source, and the stranger is no part of it
    expect((await carListings({ adId: fb.id })).map((l) => l.id)).toEqual([
      old.id,
      fb.id,
      gone.id,
      own.id,
      cheaper.id,
    ]);
    expect((await carListings({ adId: fb.id })).map((l) => l.id)).not.toContain(stranger.id);
  });

  it("has no first date for the car's first listing, and no source marks when all are of one source", async () => {
    const first = await createAd({
      source: "bazos",
      price: 200_000,
      createdDate: day("2026-06-01"),
    });
    const relist = await createAd({
      source: "bazos",
      price: 210_000,
      createdDate: day("2026-07-01"),
    });
    await oneCar(first.id, relist.id);
    const view = await getCarView({ adId: first.id, listedAt: day("2026-06-01").toISOString() });
    expect(view.first_listed_at).toBeNull();
    expect(view.others.map((l) => l.id)).toEqual([relist.id]);
    // the rise the relist hid shows
    expect(view.history).toEqual([
      { price: 200_000, changed_at: day("2026-06-01").toISOString() },
      { price: 210_000, changed_at: day("2026-07-01").toISOString() },
    ]);
    const later = await getCarView({ adId: relist.id, listedAt: day("2026-07-01").toISOString() });
    expect(later.first_listed_at).toBe(day("2026-06-01").toISOString());
  });
});

describe("a write of one listing drops the cached pages of its car's other listings", () => {
  afterEach(() => installPageCache(null));

  it("drops the pages of the car's other listings, for this process's writes and others'", async () => {
    const a = await createAd();
    const b = await createAd();
    const alone = await createAd();
    await oneCar(a.id, b.id);
    const cache = new PageCache({ maxBytes: 1_000_000 });
    installPageCache(cache);
    const page = (id: number) => ({
      status: 200,
      headers: {},
      body: Buffer.from(`ad ${id}`),
      tags: [`ad:${id}`],
      lifeMs: 60_000,
    });
    for (const id of [a.id, b.id, alone.id]) cache.set(`/ads/cars/${id}`, page(id), cache.begin());
    await adsChanged([a.id]);
    expect(cache.get(`/ads/cars/${a.id}`)).toBeUndefined();
    expect(cache.get(`/ads/cars/${b.id}`)).toBeUndefined();
    expect(cache.get(`/ads/cars/${alone.id}`)).toBeDefined();
    // another process's write of b, as the live search index reads it
    for (const id of [a.id, b.id]) cache.set(`/ads/cars/${id}`, page(id), cache.begin());
    await invalidateChangedAdPages([
      { id: b.id, make: b.make, model: b.model, sellerProfileId: null },
    ]);
    expect(cache.get(`/ads/cars/${a.id}`)).toBeUndefined();
    expect(cache.get(`/ads/cars/${alone.id}`)).toBeDefined();
  });
});

describe("POST /api/admin/cars/split/", () => {
  it("refuses anonymous (401), non-admins (403), a missing CSRF token (403) and changes nothing", async () => {
    const a = await createAd();
    const b = await createAd();
    await oneCar(a.id, b.id);
    expect((await split(new Client(), { ad_id: a.id })).status).toBe(401);
    const user = await signedInClient();
    const refused = await split(user.client, { ad_id: a.id });
    expect(refused).toMatchObject({ status: 403, body: { code: "forbidden" } });
    const boss = await admin();
    const noToken = await split(boss.client, { ad_id: a.id }, { csrf: null });
    expect(noToken).toMatchObject({ status: 403, body: { code: "forbidden.csrf" } });
    expect(await carIds([a.id, b.id])).toEqual({ [a.id]: a.id, [b.id]: a.id });
  });

  it("answers 400 for a bad id, 404 for an unknown or deleted ad, 409 for a listing in no car", async () => {
    const boss = await admin();
    for (const json of [{}, { ad_id: "12" }, { ad_id: 0 }, { ad_id: 1.5 }, { ad_id: 2 ** 31 }]) {
      const res = await split(boss.client, json);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty("ad_id");
    }
    expect((await split(boss.client, { ad_id: 99_999_999 })).status).toBe(404);
    const deleted = await createAd({ status: "deleted" });
    const mate = await createAd();
    await oneCar(deleted.id, mate.id);
    expect((await split(boss.client, { ad_id: deleted.id })).status).toBe(404);
    const alone = await createAd();
    expect(await split(boss.client, { ad_id: alone.id })).toMatchObject({
      status: 409,
      body: { code: "conflict" },
    });
  });

  it("takes the listing out, re-forms the rest around its lowest id, records the pairs and audits", async () => {
    const boss = await admin();
    const [a, b, c] = [await createAd(), await createAd({ source: "bazos" }), await createAd()];
    await oneCar(a.id, b.id, c.id);

    const first = await split(boss.client, { ad_id: a.id });
    expect(first).toEqual({ status: 200, body: { id: a.id, others: [b.id, c.id], car_id: b.id } });
    expect(await carIds([a.id, b.id, c.id])).toEqual({ [a.id]: null, [b.id]: b.id, [c.id]: b.id });
    const pairs = await getDb()
      .select()
      .from(carSplits)
      .where(inArray(carSplits.adId, [a.id, b.id, c.id]))
      .orderBy(asc(carSplits.adId), asc(carSplits.otherAdId));
    expect(pairs.map((p) => [p.adId, p.otherAdId, p.decidedBy])).toEqual([
      [a.id, b.id, boss.user.id],
      [a.id, c.id, boss.user.id],
    ]);
    const [entry] = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `ad:${a.id}`));
    expect(entry).toMatchObject({
      actorUserId: boss.user.id,
      action: "car.split",
      details: { before: { car_id: a.id }, after: { car_id: null }, others: [b.id, c.id] },
    });
    // the ad page follows: a is alone, b and c still see each other
    expect(await carListings({ adId: a.id })).toEqual([]);
    expect((await carListings({ adId: c.id })).map((l) => l.id)).toEqual([b.id, c.id]);

    // splitting the higher one of the last two (lower id first in the pair) leaves none in a car
    const second = await split(boss.client, { ad_id: c.id });
    expect(second.body).toEqual({ id: c.id, others: [b.id], car_id: null });
    expect(await carIds([b.id, c.id])).toEqual({ [b.id]: null, [c.id]: null });
    const last = await getDb().select().from(carSplits).where(eq(carSplits.otherAdId, c.id));
    expect(last.map((p) => [p.adId, p.otherAdId])).toEqual(
      expect.arrayContaining([
        [a.id, c.id],
        [b.id, c.id],
      ]),
    );
    expect((await split(boss.client, { ad_id: c.id })).status).toBe(409);
  });
});

describe("the admin's car clusters (listCarClusters)", () => {
  it("lists cars of two or more listings, the newest change first, with why each listing matches", async () => {
    const vin = "WVWZZZ1KZAW000001";
    const a = await createAd({ vinNumber: vin, source: "own", mileageKm: 90_000 });
    const b = await createAd({ vinNumber: vin, source: "bazos", status: "archived" });
    const c = await createAd({ source: "facebook" });
    await setCar(a.id, b.id, c.id);
    const d = await createAd();
    const e = await createAd({ vinNumber: "TMBZZZ1Z0AB000002" });
    await setCar(d.id, e.id);
    const lonely = await createAd();
    // eslint-disable-next-line no-restricted-syntax -- a car of one listing left by hand: not listed
    await getDb().update(ads).set({ carId: lonely.id }).where(eq(ads.id, lonely.id));
    // d's car changes last
    // eslint-disable-next-line no-restricted-syntax -- a bare write that moves updated_date
    await getDb().update(ads).set({ price: 123_456 }).where(eq(ads.id, d.id));

    const { results, count } = await listCarClusters({ page: 1, size: 20 });
    expect(count).toBe(results.length);
    const ids = results.map((r) => r.car_id);
    expect(ids).not.toContain(lonely.id);
    expect(ids.indexOf(d.id)).toBeLessThan(ids.indexOf(a.id));
    const car = results.find((r) => r.car_id === a.id)!;
    expect(car.listings.map((l) => [l.id, l.source, l.status, l.match])).toEqual([
      [a.id, "own", "active", "vin"],
      [b.id, "bazos", "archived", "vin"],
      [c.id, "facebook", "active", "photos"],
    ]);
    expect(car.listings[0]).toMatchObject({ vin, mileage_km: 90_000, title: a.title });
    expect(results.find((r) => r.car_id === d.id)!.listings.map((l) => l.match)).toEqual([
      "photos",
      "photos",
    ]);
    // paged: one per page, the same order
    const second = await listCarClusters({ page: 2, size: 1 });
    expect(second).toEqual({ results: [results[1]], count });
  });
});
