import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { pragueDay } from "./day";

// Retention of the ads' statistics (ARCHITECTURE.md §3 ad_stats_daily): days older than 13
// months are summed per ad and month into ad_stats_monthly and deleted, in one transaction.

/** Daily at 04:10 Prague time, a quiet hour. */
export const STATS_ROLLUP_PATTERN = "0 10 4 * * *";
export const KEEP_DAILY_MONTHS = 13;

const COLUMNS = [
  "views",
  "impressions",
  "clicks",
  "phone_reveals",
  "messages",
  "favorites",
  "shares",
] as const;

/**
 * Moves the days before `today` less 13 months into the monthly rows (added to a month already
 * there: a month is rolled up over several runs). Returns the number of days moved.
 */
export async function rollUpOldStats(today = pragueDay()): Promise<number> {
  const cols = sql.raw(COLUMNS.join(", "));
  const sums = sql.raw(COLUMNS.map((c) => `sum(${c})`).join(", "));
  const updates = sql.raw(
    COLUMNS.map((c) => `${c} = ad_stats_monthly.${c} + excluded.${c}`).join(", "),
  );
  const months = sql.raw(`interval '${KEEP_DAILY_MONTHS} months'`);
  return getDb().transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`
      WITH old AS (
        DELETE FROM ad_stats_daily
        WHERE day < (${today}::date - ${months})::date
        RETURNING *
      ), monthly AS (
        INSERT INTO ad_stats_monthly (ad_id, month, ${cols})
        SELECT ad_id, date_trunc('month', day)::date, ${sums}
        FROM old GROUP BY ad_id, date_trunc('month', day)
        ON CONFLICT (ad_id, month) DO UPDATE SET ${updates}
      )
      SELECT count(*)::int AS n FROM old`);
    const rows = (result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]);
    return Number(rows[0]?.n ?? 0);
  });
}

export const statsRollupTask: PeriodicTask = {
  name: "stats-rollup",
  pattern: STATS_ROLLUP_PATTERN,
  timezone: "Europe/Prague",
  run: async () => {
    const n = await rollUpOldStats();
    if (n) console.info(`[stats] rolled ${n} days of ad statistics up into months`);
  },
};
