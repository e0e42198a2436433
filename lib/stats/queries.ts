import "server-only";
import { and, between, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adStatsDaily } from "@/lib/infra/db/schema";
import { addDays, daysBetween, pragueDay } from "./day";

export { pragueDay } from "./day";

// The read side of the ads' statistics (issue 32): per ad and day, per ad summed, site-wide.
// Days come from ad_stats_daily, filled with zeros; all-time totals add ad_stats_monthly (the
// days older than 13 months rolled up by lib/stats/task.ts).

export const STAT_COUNTERS = [
  "views",
  "impressions",
  "clicks",
  "phoneReveals",
  "messages",
  "favorites",
  "shares",
] as const;
export type StatCounter = (typeof STAT_COUNTERS)[number];
export type StatTotals = Record<StatCounter, number>;
export interface DayStats extends StatTotals {
  day: string; // YYYY-MM-DD
}

export const zeroTotals = (): StatTotals =>
  Object.fromEntries(STAT_COUNTERS.map((c) => [c, 0])) as StatTotals;

/** sum(column) per counter of a stats table, as numbers (sum of integers is bigint in SQL). */
function sums(table: typeof adStatsDaily) {
  return Object.fromEntries(
    STAT_COUNTERS.map((c) => [c, sql<number>`coalesce(sum(${table[c]}), 0)::float8`]),
  ) as Record<StatCounter, SQL<number>>;
}

/** The counters' columns of a stats table as they are. */
function columns(table: typeof adStatsDaily) {
  return Object.fromEntries(STAT_COUNTERS.map((c) => [c, table[c]])) as Record<
    StatCounter,
    (typeof table)[StatCounter]
  >;
}

function totalsOf(row: Partial<Record<StatCounter, unknown>>): StatTotals {
  const t = zeroTotals();
  for (const c of STAT_COUNTERS) t[c] = Number(row[c] ?? 0);
  return t;
}

function addInto(target: StatTotals, add: StatTotals) {
  for (const c of STAT_COUNTERS) target[c] += add[c];
}

function fillDays(from: string, to: string, rows: (Partial<StatTotals> & { day: string })[]) {
  const byDay = new Map(rows.map((r) => [r.day, totalsOf(r)]));
  return daysBetween(from, to).map((day) => ({ day, ...(byDay.get(day) ?? zeroTotals()) }));
}

/** Every day from `from` to `to` inclusive (zeros filled), oldest first. */
export async function getAdDailyStats(adId: number, from: string, to: string): Promise<DayStats[]> {
  const rows = await getDb()
    .select({ day: adStatsDaily.day, ...sums(adStatsDaily) })
    .from(adStatsDaily)
    .where(and(sql`${adStatsDaily.adId} = ${adId}`, between(adStatsDaily.day, from, to)))
    .groupBy(adStatsDaily.day);
  return fillDays(from, to, rows);
}

/**
 * Many ads at once (Moje inzeráty): per ad the last `days` days' views (zeros filled, oldest
 * first) and totals over those days. One indexed range read of the days shown: the rows never
 * sum the ads' whole history (13 months of daily rows plus the monthly roll-up), which the page
 * does not show and which cost a 500-ad dealer's page most of its time.
 */
export async function getAdsStatsSummary(
  adIds: number[],
  days: number,
): Promise<Map<number, { views: number[]; lastDays: StatTotals }>> {
  const out = new Map<number, { views: number[]; lastDays: StatTotals }>();
  const ids = [...new Set(adIds)];
  const n = Math.max(0, Math.floor(days));
  const to = pragueDay();
  const from = addDays(to, -(n - 1));
  const dayList = n > 0 ? daysBetween(from, to) : [];
  const index = new Map(dayList.map((d, i) => [d, i]));
  for (const id of ids) out.set(id, { views: dayList.map(() => 0), lastDays: zeroTotals() });
  if (ids.length === 0 || n === 0) return out;

  // one row per ad and day (the table's key), so no grouping
  const recent = await getDb()
    .select({ adId: adStatsDaily.adId, day: adStatsDaily.day, ...columns(adStatsDaily) })
    .from(adStatsDaily)
    .where(and(inArray(adStatsDaily.adId, ids), between(adStatsDaily.day, from, to)));
  for (const r of recent) {
    const entry = out.get(r.adId);
    const i = index.get(r.day);
    if (!entry || i === undefined) continue;
    const t = totalsOf(r);
    entry.views[i] = t.views;
    addInto(entry.lastDays, t);
  }
  return out;
}

/** Site-wide counters summed per day (admin figures), zeros filled. */
export async function getSiteDailyStats(from: string, to: string): Promise<DayStats[]> {
  const rows = await getDb()
    .select({ day: adStatsDaily.day, ...sums(adStatsDaily) })
    .from(adStatsDaily)
    .where(between(adStatsDaily.day, from, to))
    .groupBy(adStatsDaily.day);
  return fillDays(from, to, rows);
}
