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

/** How long an ad's position is reused: a slow figure (14 days' views), asked on every page view. */
export const SIMILAR_CACHE_MS = 10 * 60_000;
const ADS_KEPT = 50_000;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Each ad's position as last worked out (null: none, too few similar ads or not active). */
const cache = new Map<number, { at: number; day: string; position: SimilarPosition | null }>();

/** Forgets the positions worked out (tests). */
export function resetSimilarCache() {
  cache.clear();
}

/**
 * The positions of these ads (the ones with enough similar ads), by ad id. Worked out in one
 * statement for the ads not known from the last SIMILAR_CACHE_MS: each active ad of their models
 * gets its rate once (not once per page ad it is a peer of: a popular model has thousands of
 * active ads at 100,000), then each page ad takes the median of its peers' rates.
 */
export async function getSimilarPositions(
  adIds: number[],
  now: Date = new Date(),
): Promise<Map<number, SimilarPosition>> {
  const out = new Map<number, SimilarPosition>();
  const to = pragueDay(now);
  const t = now.getTime();
  const unknown: number[] = [];
  for (const id of new Set(adIds)) {
    const hit = cache.get(id);
    if (hit && hit.day === to && t - hit.at < SIMILAR_CACHE_MS) {
      if (hit.position) out.set(id, hit.position);
    } else unknown.push(id);
  }
  if (unknown.length === 0) return out;
  const from = addDays(to, -(SIMILAR_DAYS - 1));
  const ids = sql.join(
    unknown.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; own: number; similar: number; median: number }>(
    await getDb().execute(sql`
      WITH page AS (
        SELECT id, make, model, year FROM ads WHERE id IN (${ids}) AND status = 'active'
      ), peers AS (
        SELECT s.id, s.make, s.model, s.year, s.created_date FROM ads s
        WHERE s.status = 'active'
          AND (s.make, s.model) IN (SELECT DISTINCT make, model FROM page)
      ), viewed AS (
        SELECT d.ad_id, sum(d.views) AS views FROM ad_stats_daily d
        WHERE d.day BETWEEN ${from}::date AND ${to}::date
          AND d.ad_id IN (SELECT id FROM peers)
        GROUP BY d.ad_id
      ), rates AS (
        SELECT p.id, p.make, p.model, p.year,
          coalesce(v.views, 0)::float8 / greatest(1, least(${SIMILAR_DAYS},
            ${to}::date - (p.created_date AT TIME ZONE 'Europe/Prague')::date + 1)) AS per_day
        FROM peers p LEFT JOIN viewed v ON v.ad_id = p.id
      )
      SELECT a.id, own.per_day AS own, count(*)::int AS similar,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY s.per_day) AS median
      FROM page a
      JOIN rates own ON own.id = a.id
      JOIN rates s ON s.make = a.make AND s.model = a.model
        AND s.year BETWEEN a.year - ${YEAR_SPAN} AND a.year + ${YEAR_SPAN} AND s.id <> a.id
      GROUP BY a.id, own.per_day
      HAVING count(*) >= ${MIN_SIMILAR}`),
  );
  const found = new Map(
    rows.map((r) => [
      Number(r.id),
      { similar: Number(r.similar), ownPerDay: Number(r.own), medianPerDay: Number(r.median) },
    ]),
  );
  for (const id of unknown) {
    const position = found.get(id) ?? null;
    if (position) out.set(id, position);
    cache.delete(id);
    cache.set(id, { at: t, day: to, position });
  }
  while (cache.size > ADS_KEPT) cache.delete(cache.keys().next().value!);
  return out;
}
