/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory } from "@/lib/infra/db/schema";
import { updateAd } from "@/lib/ads/mutations";
import { priceChanges } from "@/lib/ads/price-changes";
import { getPriceHistory } from "@/lib/ads/price-history";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

const setPrice = async (id: number, price: number) =>
  updateAd({ id, actor: await createUser({ role: "admin" }), changes: { price } });

// What the ad page's "Vývoj ceny" section reads (lib/ads/price-history.ts).
describe("getPriceHistory", () => {
  it("is one price for an ad that never changed it: the page shows no section", async () => {
    const created = new Date("2026-05-01T08:00:00Z");
    const ad = await createAd({ price: 300_000, createdDate: created });
    const history = await getPriceHistory({ adId: ad.id });
    expect(history).toEqual([{ price: 300_000, changed_at: created.toISOString() }]);
    expect(priceChanges(history)).toBeNull();
  });

  it("answers every change oldest first (the owner's view), consecutive equal prices collapsed", async () => {
    const ad = await createAd({ price: 300_000 });
    await setPrice(ad.id, 280_000);
    // a relisted or imported row repeating the current price adds nothing to the history
    await getDb().execute(
      sql`INSERT INTO ad_price_history (ad_id, price, changed_at) VALUES (${ad.id}, 280000, clock_timestamp())`,
    );
    await setPrice(ad.id, 300_000);
    const history = await getPriceHistory({ adId: ad.id, corrections: true });
    expect(history.map((h) => h.price)).toEqual([300_000, 280_000, 300_000]);
    expect(priceChanges(history)?.total).toBe(0);
  });

  it("does not mix ads, and is empty for an unknown ad", async () => {
    const a = await createAd({ price: 100_000 });
    const b = await createAd({ price: 200_000 });
    await setPrice(b.id, 190_000);
    expect((await getPriceHistory({ adId: a.id })).map((h) => h.price)).toEqual([100_000]);
    expect(await getPriceHistory({ adId: 987_654 })).toEqual([]);
    const rows = await getDb().select().from(adPriceHistory).where(eq(adPriceHistory.adId, b.id));
    expect(rows).toHaveLength(2);
  });

  it("leaves a price corrected within a day out of the public history (issue 27)", async () => {
    const ad = await createAd({
      price: 389_000,
      createdDate: new Date(Date.now() - 5 * 86_400_000),
    });
    await setPrice(ad.id, 5_000);
    await setPrice(ad.id, 359_000);
    const everything = await getPriceHistory({ adId: ad.id, corrections: true });
    expect(everything.map((h) => h.price)).toEqual([389_000, 5_000, 359_000]);
    const shown = await getPriceHistory({ adId: ad.id });
    expect(shown.map((h) => h.price)).toEqual([389_000, 359_000]);
    expect(priceChanges(shown)?.steps.map((s) => s.change)).toEqual([null, -30_000]);
  });
});
