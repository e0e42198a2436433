import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { addDays } from "./day";
import type { SimilarPosition } from "./similar-wording";
import { pragueDay } from "./queries";

// An ad's place among similar ads (issue 32, "Moje inzeráty"): its views per day over the last 14
// days against the median of the active ads of the same make and model whose year is within 3 of
// its own. An ad younger than 14 days is measured over the days it has run, so a new listing is
// not compared by days it did not exist. Only active ads get a position, and only with at least
// MIN_SIMILAR similar ads (fewer say nothing a seller could act on).

export const SIMILAR_DAYS = 14;
export const MIN_SIMILAR = 5;
export const YEAR_SPAN = 3;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The positions of these ads (the ones with enough similar ads), by ad id. */
export async function getSimilarPositions(
  adIds: number[],
  now: Date = new Date(),
): Promise<Map<number, SimilarPosition>> {
  const out = new Map<number, SimilarPosition>();
  if (adIds.length === 0) return out;
  const to = pragueDay(now);
  const from = addDays(to, -(SIMILAR_DAYS - 1));
  // views per day of one ad (alias) over the window, over the days it has run within it; the
  // primary key (ad_id, day) answers each sum
  const perDay = (alias: string) => sql`(
    (SELECT coalesce(sum(d.views), 0) FROM ad_stats_daily d
      WHERE d.ad_id = ${sql.raw(alias)}.id AND d.day BETWEEN ${from}::date AND ${to}::date)::float8
    / greatest(1, least(${SIMILAR_DAYS},
        ${to}::date - (${sql.raw(alias)}.created_date AT TIME ZONE 'Europe/Prague')::date + 1)))`;
  const rows = rowsOf<{ id: number; own: number; similar: number; median: number }>(
    await getDb().execute(sql`
      SELECT a.id, ${perDay("a")} AS own, count(*)::int AS similar,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${perDay("s")}) AS median
      FROM ads a
      JOIN ads s ON s.status = 'active' AND s.make = a.make AND s.model = a.model
        AND s.year BETWEEN a.year - ${YEAR_SPAN} AND a.year + ${YEAR_SPAN} AND s.id <> a.id
      WHERE a.id IN (${sql.join(
        adIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND a.status = 'active'
      GROUP BY a.id
      HAVING count(*) >= ${MIN_SIMILAR}`),
  );
  for (const r of rows)
    out.set(Number(r.id), {
      similar: Number(r.similar),
      ownPerDay: Number(r.own),
      medianPerDay: Number(r.median),
    });
  return out;
}
