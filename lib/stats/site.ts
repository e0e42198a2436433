import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { SOLD_END_REASONS } from "@/lib/enums";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { getSiteDailyStats, pragueDay } from "./queries";
import { addDays } from "./day";

// The admin's site-wide figures (issue 32): per day in Europe/Prague the ads created, the ads that
// ended as sold (SOLD_END_REASONS, by ended_at), views and contacts (phone reveals and messages,
// lib/stats/queries.ts), and the ads active now.

export const SITE_DAYS = 30;

export interface SiteDay {
  day: string;
  newAds: number;
  sold: number;
  views: number;
  contacts: number;
}

const PRAGUE_DAY = (column: unknown) =>
  sql<string>`to_char((${column} AT TIME ZONE 'Europe/Prague')::date, 'YYYY-MM-DD')`;

export async function getSiteFigures(now: Date = new Date()) {
  const to = pragueDay(now);
  const from = addDays(to, -(SITE_DAYS - 1));
  // a day earlier in UTC covers the Prague day's first hours; the day test below cuts exactly
  const since = new Date(`${addDays(from, -1)}T00:00:00Z`);
  const db = getDb();
  const createdDay = PRAGUE_DAY(ads.createdDate);
  const endedDay = PRAGUE_DAY(ads.endedAt);
  const [created, sold, site, [active]] = await Promise.all([
    db
      .select({ day: createdDay, n: sql<number>`count(*)::int` })
      .from(ads)
      .where(and(gte(ads.createdDate, since), sql`${ads.status} <> 'deleted'`))
      .groupBy(createdDay),
    db
      .select({ day: endedDay, n: sql<number>`count(*)::int` })
      .from(ads)
      .where(and(gte(ads.endedAt, since), inArray(ads.endReason, [...SOLD_END_REASONS])))
      .groupBy(endedDay),
    getSiteDailyStats(from, to),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ads)
      .where(eq(ads.status, "active")),
  ]);
  const newByDay = new Map(created.map((r) => [r.day, Number(r.n)]));
  const soldByDay = new Map(sold.map((r) => [r.day, Number(r.n)]));
  const days: SiteDay[] = site.map((d) => ({
    day: d.day,
    newAds: newByDay.get(d.day) ?? 0,
    sold: soldByDay.get(d.day) ?? 0,
    views: d.views,
    contacts: d.phoneReveals + d.messages,
  }));
  return { days, activeNow: Number(active?.n ?? 0) };
}
export type SiteFigures = Awaited<ReturnType<typeof getSiteFigures>>;
