/** @jest-environment node */
// GET /api/my-ads/{id}/stats/ (issue 32): only the ad's seller and admins see an ad's statistics.
import { eq } from "drizzle-orm";
import * as adStats from "@/app/api/my-ads/[id]/stats/route";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory, adStatsDaily, users } from "@/lib/infra/db/schema";
import { addDays, pragueDay } from "@/lib/stats/day";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const get = (c: Client, id: number, query = "") =>
  c.call(
    ((req: Request) =>
      adStats.GET(req as never, { params: Promise.resolve({ id: String(id) }) })) as never,
    `/api/my-ads/${id}/stats/${query}`,
  );

async function sellerWithAd() {
  const owner = await signedInClient();
  const seller = await createSeller({ userId: owner.user.id });
  const ad = await createAd({ sellerProfileId: seller.id, sellerUserId: owner.user.id });
  const today = pragueDay();
  await getDb()
    .insert(adStatsDaily)
    .values([
      { adId: ad.id, day: today, views: 7, impressions: 40, phoneReveals: 1, messages: 2 },
      { adId: ad.id, day: addDays(today, -3), views: 5, impressions: 20, favorites: 1 },
      // outside 30 days, inside 90
      { adId: ad.id, day: addDays(today, -45), views: 100 },
    ]);
  // listed ten days ago at 289 000, lowered two days ago
  await getDb()
    .update(adPriceHistory)
    .set({ changedAt: new Date(Date.now() - 10 * 86_400_000) })
    .where(eq(adPriceHistory.adId, ad.id));
  await getDb()
    .insert(adPriceHistory)
    .values({ adId: ad.id, price: 275_000, changedAt: new Date(Date.now() - 2 * 86_400_000) });
  return { owner, ad };
}

describe("GET /api/my-ads/{id}/stats/", () => {
  it("gives the owner 30 days, zeros filled, with totals and the price change", async () => {
    const { owner, ad } = await sellerWithAd();
    const res = await get(owner.client, ad.id, "?days=30");
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1)).toMatchObject({ day: pragueDay(), views: 7, impressions: 40 });
    expect(res.body.totals).toMatchObject({
      views: 12,
      impressions: 60,
      contacts: 3,
      favorites: 1,
    });
    expect(res.body.priceChanges).toEqual([
      { day: pragueDay(new Date(Date.now() - 2 * 86_400_000)), price: 275_000 },
    ]);
    // 30 days by default; 90 days reach the older day
    expect((await get(owner.client, ad.id)).body.days).toHaveLength(30);
    const long = await get(owner.client, ad.id, "?days=90");
    expect(long.body.days).toHaveLength(90);
    expect(long.body.totals.views).toBe(112);
  });

  it("answers another user 404, signed out 401, an admin 200", async () => {
    const { ad } = await sellerWithAd();
    const other = await signedInClient();
    expect((await get(other.client, ad.id)).status).toBe(404);
    expect((await get(new Client(), ad.id)).status).toBe(401);
    const admin = await signedInClient();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const seen = await get(admin.client, ad.id);
    expect(seen.status).toBe(200);
    expect(seen.body.totals.views).toBe(12);
  });

  it("refuses days other than 30 or 90 with 400, and an unknown ad with 404", async () => {
    const { owner, ad } = await sellerWithAd();
    for (const q of ["?days=7", "?days=abc", "?days=-30", "?days=30.5"]) {
      const res = await get(owner.client, ad.id, q);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty("days");
    }
    expect((await get(owner.client, 999_999)).status).toBe(404);
  });
});
