/** @jest-environment node */
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory, ads } from "@/lib/infra/db/schema";
import { updateAd } from "@/lib/ads/mutations";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

const pricesOf = async (adId: number) =>
  (
    await getDb()
      .select({ price: adPriceHistory.price })
      .from(adPriceHistory)
      .where(eq(adPriceHistory.adId, adId))
      .orderBy(asc(adPriceHistory.changedAt), asc(adPriceHistory.id))
  ).map((r) => r.price);

// ARCHITECTURE.md §4.16: every price an ad has had is recorded by the database, whoever writes it.
describe("price history", () => {
  it("records the first price with the ad's creation date", async () => {
    const created = new Date("2024-03-01T10:00:00Z");
    const ad = await createAd({ price: 300_000, createdDate: created });
    const [row] = await getDb().select().from(adPriceHistory).where(eq(adPriceHistory.adId, ad.id));
    expect(row).toMatchObject({ price: 300_000, changedAt: created });
  });

  it("records a change through the ad-write module and one by hand-written SQL, not an unchanged write", async () => {
    const admin = await createUser({ role: "admin" });
    const ad = await createAd({ price: 300_000 });
    await updateAd({ id: ad.id, actor: admin, changes: { price: 280_000 } });
    await updateAd({ id: ad.id, actor: admin, changes: { mileageKm: 130_000 } });
    // writes outside the ad-write module on purpose: the trigger must see them too
    // eslint-disable-next-line no-restricted-syntax -- a hand-written writer, as the test says
    await getDb().execute(sql`UPDATE ads SET price = 275000 WHERE id = ${ad.id}`);
    // eslint-disable-next-line no-restricted-syntax -- the same price again: no new row
    await getDb().update(ads).set({ price: 275_000 }).where(eq(ads.id, ad.id));
    expect(await pricesOf(ad.id)).toEqual([300_000, 280_000, 275_000]);
  });

  it("records each ad of a many-row update", async () => {
    const a = await createAd({ price: 100_000, make: "Tatra", model: "T613" });
    const b = await createAd({ price: 200_000, make: "Tatra", model: "T613" });
    // eslint-disable-next-line no-restricted-syntax -- one statement for two ads, outside the module on purpose
    await getDb().execute(sql`UPDATE ads SET price = price + 1 WHERE id IN (${a.id}, ${b.id})`);
    expect(await pricesOf(a.id)).toEqual([100_000, 100_001]);
    expect(await pricesOf(b.id)).toEqual([200_000, 200_001]);
  });
});
