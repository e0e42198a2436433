/** @jest-environment node */
import { deleteAd } from "@/lib/ads/mutations";
import { getCompareAds } from "@/lib/compare/queries";
import { compareRows } from "@/lib/compare/rows";
import { getDb } from "@/lib/infra/db/client";
import { priceRatings } from "@/lib/infra/db/schema";
import { METHOD } from "@/lib/pricing/model";
import type { PriceLabel } from "@/lib/pricing/types";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

// /favorites/compare reads its ads through one query module (lib/compare/queries.ts).
describe("getCompareAds", () => {
  it("answers the ads in the order of the URL with their photos and the spec fields", async () => {
    const a = await createAd({ price: 300_000, vinNumber: "TMBJJ7NE8J0123456" }, 2);
    const b = await createAd({ price: 250_000, mileageKm: 200_000, year: 2016, variant: "RS" }, 1);
    const { ads: found, missing } = await getCompareAds({ ids: [b.id, a.id] });
    expect(missing).toBe(0);
    expect(found.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(found[0]).toMatchObject({ variant: "RS", year: 2016, mileage_km: 200_000 });
    expect(found[0].image_minis).toEqual([b.photos[0].miniUrl]);
    expect(found[1].image_minis).toEqual(a.photos.map((p) => p.miniUrl));
    expect(found[1].vin_number).toBe("TMBJJ7NE8J0123456");
  });

  it("leaves deleted and missing ads out and counts them; keeps archived ones, marked", async () => {
    const live = await createAd({});
    const archived = await createAd({ status: "archived" });
    const deleted = await createAd({});
    await deleteAd({ id: deleted.id, actor: await createUser({ role: "admin" }) });
    const { ads: found, missing } = await getCompareAds({
      ids: [live.id, 999_999, deleted.id, archived.id],
    });
    expect(found.map((x) => [x.id, x.archived])).toEqual([
      [live.id, false],
      [archived.id, true],
    ]);
    expect(missing).toBe(2);
  });

  it("gives the rows the page shows: price per km, age and the best values", async () => {
    const cheap = await createAd({ price: 200_000, mileageKm: 100_000, year: 2020, powerKw: 85 });
    const strong = await createAd({ price: 400_000, mileageKm: 50_000, year: 2019, powerKw: 150 });
    const { ads: found } = await getCompareAds({ ids: [cheap.id, strong.id] });
    const rows = Object.fromEntries(compareRows(found, 2026).map((r) => [r.key, r]));
    expect(rows.pricePerKm.values).toEqual([2, 8]);
    expect(rows.age.values).toEqual([6, 7]);
    expect(rows.price.best).toEqual([0]);
    expect(rows.power.best).toEqual([1]);
    expect(rows.mileage.best).toEqual([1]);
    expect(rows.make.differs).toBe(false);
  });
});

// The "price vs. market" row reads each compared ad's stored rating (issue 30), as the minute's
// run writes it (tests/api/price-ratings.test.ts rates real markets; here the rows are set).
describe("getCompareAds, the price ratings", () => {
  const rate = (ad: { id: number; price: number }, label: PriceLabel, estimate: number | null) =>
    getDb()
      .insert(priceRatings)
      .values({
        adId: ad.id,
        label,
        price: ad.price,
        estimate,
        low: estimate && Math.round(estimate * 0.9),
        high: estimate && Math.round(estimate * 1.1),
        ratio: estimate && ad.price / estimate,
        comparables: estimate ? 24 : 3,
        reason: estimate ? null : "few",
        factors: [],
        points: [],
        method: METHOD,
        computedAt: new Date(),
      });

  it("gives each active ad its rating, the price against the estimate and the best one", async () => {
    const good = await createAd({ price: 276_000 });
    const scam = await createAd({ price: 150_000 });
    const dear = await createAd({ price: 336_000 });
    const few = await createAd({ price: 250_000, make: "Tatra", model: "T613" });
    const fresh = await createAd({ price: 260_000 });
    await rate(good, "good", 300_000);
    await rate(scam, "suspicious", 300_000);
    await rate(dear, "high", 300_000);
    await rate(few, "unrated", null);
    const ids = [good.id, scam.id, dear.id, few.id, fresh.id];
    const { ads: found } = await getCompareAds({ ids });
    expect(found.map((a) => a.price_rating)).toEqual([
      { label: "good", estimate: 300_000 },
      { label: "suspicious", estimate: 300_000 },
      { label: "high", estimate: 300_000 },
      { label: "unrated", estimate: null },
      null, // not rated yet
    ]);
    const market = compareRows(found, 2026).find((r) => r.key === "priceVsMarket")!;
    expect(market.values).toEqual([-8, -50, 12, null, null]);
    // the suspiciously low price is not the best
    expect(market.best).toEqual([0]);
  });

  it("shows no rating for an ad no longer active, even before its rating is removed", async () => {
    const live = await createAd({ price: 270_000 });
    const sold = await createAd({ price: 240_000, status: "sold" });
    const archived = await createAd({ price: 230_000, status: "archived" });
    await rate(live, "good", 300_000);
    await rate(sold, "great", 300_000);
    await rate(archived, "great", 300_000);
    const { ads: found } = await getCompareAds({ ids: [live.id, sold.id, archived.id] });
    expect(found.map((a) => [a.id, a.price_rating])).toEqual([
      [live.id, { label: "good", estimate: 300_000 }],
      [sold.id, null],
      [archived.id, null],
    ]);
    const market = compareRows(found, 2026).find((r) => r.key === "priceVsMarket")!;
    expect(market).toMatchObject({ values: [-10, null, null], best: [] });
  });
});
