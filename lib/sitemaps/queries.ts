import "server-only";
import { and, between, desc, eq, max, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads, sellerProfiles } from "@/lib/infra/db/schema";

// Sitemap reads: id ranges over primary keys and index-only groupings, so a shard of 15,000 ids
// stays cheap with 100,000+ ads.

/** The highest ad and seller ids (the shards split these ranges). */
export async function getSitemapIdBounds(): Promise<{ ads: number; sellers: number }> {
  const db = getDb();
  const [[a], [s]] = await Promise.all([
    db.select({ id: max(ads.id) }).from(ads),
    db.select({ id: max(sellerProfiles.id) }).from(sellerProfiles),
  ]);
  return { ads: a.id ?? 0, sellers: s.id ?? 0 };
}

/** Active ads with ids in [from, to], by id. */
export function getActiveAdsInRange({ from, to }: { from: number; to: number }) {
  return getDb()
    .select({ id: ads.id, lastmod: ads.updatedDate })
    .from(ads)
    .where(and(between(ads.id, from, to), eq(ads.status, "active")))
    .orderBy(ads.id);
}

/** Sellers with ids in [from, to] that have at least one active ad; lastmod = their newest change. */
export function getSellersInRange({ from, to }: { from: number; to: number }) {
  return getDb()
    .select({
      id: ads.sellerProfileId,
      lastmod:
        sql<Date>`greatest(max(${ads.updatedDate}), max(${sellerProfiles.updatedAt}))`.mapWith(
          (v: string | Date) => new Date(v),
        ),
    })
    .from(ads)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, ads.sellerProfileId))
    .where(and(between(ads.sellerProfileId, from, to), eq(ads.status, "active")))
    .groupBy(ads.sellerProfileId)
    .orderBy(ads.sellerProfileId);
}

/** Every make and model with active ads and its newest ad's date (index-only on the search indexes). */
export function getActiveMakeModels() {
  return getDb()
    .select({ make: ads.make, model: ads.model, lastmod: max(ads.createdDate) })
    .from(ads)
    .where(eq(ads.status, "active"))
    .groupBy(ads.make, ads.model);
}

/** The creation date of the newest active ad (a backward scan of the primary key). */
export async function getNewestActiveAdDate(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ created: ads.createdDate })
    .from(ads)
    .where(eq(ads.status, "active"))
    .orderBy(desc(ads.id))
    .limit(1);
  return row?.created ?? null;
}
