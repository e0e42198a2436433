/** @jest-environment node */
// An ad's place among similar ads in "Moje inzeráty" and the admin's site figures (issue 32).
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adStatsDaily } from "@/lib/infra/db/schema";
import { addDays, pragueDay } from "@/lib/stats/day";
import { getSimilarPositions, SIMILAR_CACHE_MS } from "@/lib/stats/similar";
import { getSiteFigures } from "@/lib/stats/site";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const OLD = new Date(Date.now() - 60 * 86_400_000);

/** `perDay` views on each of the last 14 days. */
async function viewed(adId: number, perDay: number) {
  const today = pragueDay();
  await getDb()
    .insert(adStatsDaily)
    .values(
      Array.from({ length: 14 }, (_, i) => ({ adId, day: addDays(today, -i), views: perDay })),
    );
}

describe("getSimilarPositions", () => {
  it("compares with the median of ≥ 5 active ads of the same make and model, year ±3", async () => {
    const car = { make: "Mazda", model: "CX-5", createdDate: OLD };
    const mine = await createAd({ ...car, year: 2018 });
    await viewed(mine.id, 3);
    const others = [];
    for (const [year, views] of [
      [2015, 4],
      [2016, 5],
      [2018, 5],
      [2020, 6],
      [2021, 10],
    ] as const) {
      const ad = await createAd({ ...car, year });
      await viewed(ad.id, views);
      others.push(ad);
    }
    // not similar: too old, another model, not active
    await viewed((await createAd({ ...car, year: 2014 })).id, 100);
    await viewed((await createAd({ ...car, model: "CX-3", year: 2018 })).id, 100);
    await viewed((await createAd({ ...car, year: 2018, status: "archived" })).id, 100);

    const positions = await getSimilarPositions([mine.id, others[0].id]);
    expect(positions.get(mine.id)).toEqual({ similar: 5, ownPerDay: 3, medianPerDay: 5 });
    // 2015's neighbours (2012–2018): mine, 2014, 2016, 2018; the archived one left out → too few
    expect(positions.has(others[0].id)).toBe(false);
  });

  it("measures a young ad over the days it has run, and gives nothing for an ad not active", async () => {
    const car = { make: "Kia", model: "Ceed", year: 2019, createdDate: OLD };
    for (let i = 0; i < 5; i++) await viewed((await createAd(car)).id, 2);
    const young = await createAd({ ...car, createdDate: new Date() });
    await getDb().insert(adStatsDaily).values({ adId: young.id, day: pragueDay(), views: 6 });
    const sold = await createAd({ ...car, status: "sold" });
    const positions = await getSimilarPositions([young.id, sold.id]);
    expect(positions.get(young.id)).toMatchObject({ ownPerDay: 6, medianPerDay: 2 });
    expect(positions.has(sold.id)).toBe(false);
  });

  it("reuses a position for 10 minutes (asked on every page view), then works it out again", async () => {
    const car = { make: "Dacia", model: "Duster", year: 2019, createdDate: OLD };
    for (let i = 0; i < 5; i++) await viewed((await createAd(car)).id, 2);
    const mine = await createAd(car);
    await viewed(mine.id, 1);
    // noon of today in Prague, so ten minutes on is the same day's window
    const now = new Date(`${pragueDay()}T11:00:00Z`);
    expect((await getSimilarPositions([mine.id], now)).get(mine.id)?.ownPerDay).toBe(1);
    await getDb()
      .update(adStatsDaily)
      .set({ views: 8 })
      .where(and(eq(adStatsDaily.adId, mine.id), eq(adStatsDaily.day, pragueDay(now))));
    // 13 days of 1 and today 8: 21 views in 14 days, 1.5 a day, once the 10 minutes are over
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(
      (await getSimilarPositions([mine.id], later(SIMILAR_CACHE_MS - 1000))).get(mine.id)
        ?.ownPerDay,
    ).toBe(1);
    expect(
      (await getSimilarPositions([mine.id], later(SIMILAR_CACHE_MS + 1000))).get(mine.id)
        ?.ownPerDay,
    ).toBe(1.5);
  });
});

describe("getSiteFigures", () => {
  it("counts new ads, ads sold, views, contacts per day and the ads active now", async () => {
    const before = await getSiteFigures();
    const today = pragueDay();
    const a = await createAd({ title: "New today" });
    await createAd({ status: "archived", endReason: "sold_here", endedAt: new Date() });
    await createAd({ status: "archived", endReason: "not_selling", endedAt: new Date() });
    await getDb()
      .insert(adStatsDaily)
      .values({ adId: a.id, day: today, views: 11, phoneReveals: 2, messages: 1 });
    const after = await getSiteFigures();
    expect(after.days).toHaveLength(30);
    const last = after.days.at(-1)!;
    const was = before.days.at(-1)!;
    expect(last.day).toBe(today);
    expect(last.newAds - was.newAds).toBe(3);
    expect(last.sold - was.sold).toBe(1);
    expect(last.views - was.views).toBe(11);
    expect(last.contacts - was.contacts).toBe(3);
    expect(after.activeNow - before.activeNow).toBe(1);
  });
});
