import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { isAdmin } from "@/lib/auth/admin";
import { getPriceHistory } from "@/lib/ads/price-history";
import type { UserRole } from "@/lib/infra/db/schema";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import { addDays } from "./day";
import {
  getAdDailyStats,
  pragueDay,
  STAT_COUNTERS,
  type DayStats,
  type StatTotals,
} from "./queries";

// One ad's statistics for its seller (issue 32): the page /profile/inzeraty/{id}/statistiky and
// GET /api/my-ads/{id}/stats/ read them here, so both let the same people see the same numbers:
// the ad's seller and admins; anyone else is told the ad does not exist (404, as a deleted ad).

/** The periods the detail view offers. */
export const STATS_PERIODS = [30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** `?days=`: 30 or 90; absent is 30. */
export const statsDaysSchema = z
  .union([z.undefined(), z.literal(""), z.string()])
  .transform((v) => (v ? Number(v) : 30))
  .refine((n): n is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(n), {
    message: "days must be 30 or 90.",
  });

export interface AdStatsView {
  ad: { id: number; title: string; price: number; status: string };
  days: DayStats[];
  totals: StatTotals & { contacts: number };
  /** the price changes within the period: the day (Europe/Prague) and the new price */
  priceChanges: { day: string; price: number }[];
}

/** An ad's days over the last `days` days, for its seller or an admin; else not found. */
export async function getAdStatsFor({
  adId,
  user,
  days,
  now = new Date(),
}: {
  adId: number;
  user: { id: string; role: UserRole };
  days: number;
  now?: Date;
}): Promise<AdStatsView> {
  const [ad] = await getDb()
    .select({
      id: ads.id,
      title: ads.title,
      price: ads.price,
      status: ads.status,
      sellerUserId: ads.sellerUserId,
    })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!ad || ad.status === "deleted" || (ad.sellerUserId !== user.id && !isAdmin(user)))
    throw new AppError("not_found", "Ad not found.");
  const to = pragueDay(now);
  const from = addDays(to, -(days - 1));
  const [series, history] = await Promise.all([
    getAdDailyStats(adId, from, to),
    getPriceHistory({ adId }),
  ]);
  const totals = Object.fromEntries(
    STAT_COUNTERS.map((k) => [k, series.reduce((sum, d) => sum + d[k], 0)]),
  ) as StatTotals;
  return {
    ad: { id: ad.id, title: ad.title, price: ad.price, status: ad.status },
    days: series,
    totals: { ...totals, contacts: totals.phoneReveals + totals.messages },
    // the first price is where the ad began, not a change
    priceChanges: [
      ...new Map(
        history
          .slice(1)
          .map((p) => ({ day: pragueDay(new Date(p.changed_at)), price: p.price }))
          .filter((p) => p.day >= from && p.day <= to)
          // several changes on one day: the day's last price
          .map((p) => [p.day, p] as const),
      ).values(),
    ],
  };
}
