/** @jest-environment node */
import { getDb } from "@/lib/infra/db/client";
import { adStatsDaily, adStatsMonthly } from "@/lib/infra/db/schema";
import { addDays, pragueDay } from "@/lib/stats/day";
import {
  getAdDailyStats,
  getAdsStatsSummary,
  getSiteDailyStats,
  STAT_COUNTERS,
  zeroTotals,
} from "@/lib/stats/queries";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const zeros = zeroTotals();

describe("pragueDay", () => {
  it("is the calendar day in Prague, not in UTC", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague (UTC+1); in summer 22:30 UTC is the next day
    expect(pragueDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(pragueDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(pragueDay(new Date("2026-07-14T21:30:00Z"))).toBe("2026-07-14");
  });
});

describe("stats read queries", () => {
  it("fills the missing days with zeros, oldest first, per ad and site-wide", async () => {
    const a = await createAd();
    const b = await createAd();
    await getDb()
      .insert(adStatsDaily)
      .values([
        { adId: a.id, day: "2026-03-02", views: 5, clicks: 1 },
        { adId: a.id, day: "2026-03-04", views: 2, phoneReveals: 1, shares: 3 },
        { adId: b.id, day: "2026-03-02", views: 7, impressions: 40 },
        { adId: a.id, day: "2026-03-09", views: 100 }, // outside the range
      ]);
    expect(await getAdDailyStats(a.id, "2026-03-01", "2026-03-04")).toEqual([
      { ...zeros, day: "2026-03-01" },
      { ...zeros, day: "2026-03-02", views: 5, clicks: 1 },
      { ...zeros, day: "2026-03-03" },
      { ...zeros, day: "2026-03-04", views: 2, phoneReveals: 1, shares: 3 },
    ]);
    expect(await getSiteDailyStats("2026-03-02", "2026-03-03")).toEqual([
      { ...zeros, day: "2026-03-02", views: 12, clicks: 1, impressions: 40 },
      { ...zeros, day: "2026-03-03" },
    ]);
  });

  it("sums many ads' last days only: older days and the monthly roll-up stay out", async () => {
    const today = pragueDay();
    const a = await createAd();
    const b = await createAd();
    const idle = await createAd();
    await getDb()
      .insert(adStatsDaily)
      .values([
        { adId: a.id, day: today, views: 3, messages: 1 },
        { adId: a.id, day: addDays(today, -2), views: 4, favorites: 2 },
        { adId: a.id, day: addDays(today, -10), views: 50 }, // before the last 7 days
        { adId: b.id, day: addDays(today, -6), views: 1 },
      ]);
    await getDb()
      .insert(adStatsMonthly)
      .values({ adId: a.id, month: "2024-01-01", views: 1000, impressions: 9, shares: 1 });
    const s = await getAdsStatsSummary([a.id, b.id, idle.id], 7);
    expect(s.get(a.id)).toEqual({
      views: [0, 0, 0, 0, 4, 0, 3],
      lastDays: { ...zeros, views: 7, messages: 1, favorites: 2 },
    });
    expect(s.get(b.id)?.views).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(s.get(idle.id)).toEqual({
      views: [0, 0, 0, 0, 0, 0, 0],
      lastDays: zeros,
    });
    expect((await getAdsStatsSummary([], 7)).size).toBe(0);
    expect(Object.keys(zeros)).toEqual([...STAT_COUNTERS]);
  });
});
