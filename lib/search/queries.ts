import "server-only";
import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { pickColumns } from "@/lib/infra/db/ad-fields";
import { ads, priceRatings } from "@/lib/infra/db/schema";
import { INDEX_FIELDS } from "@/lib/ads/fields";
import type { Equipment } from "@/lib/enums/car-data";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import type { IndexRow } from "./ad-index";
import { matchWhere, searchCount, searchOrderBy, searchWhere } from "./filters.sql";
import type { SearchFilters } from "./schemas";

/** Active ads by id as cards, in the order given (one that left meanwhile is left out). One round trip. */
export function findActiveAdsByIds(ids: number[]): Promise<AdListItem[]> {
  return getAdCardsByIds({ ids, active: true });
}

// ---------------------------------------------------------------- the search index's reads

const micros = (column: typeof ads.createdDate) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;
export const indexColumns = {
  id: ads.id,
  ...pickColumns(ads, INDEX_FIELDS),
  // one string, split here: the driver's parser of a text[] took a fifth of a million ads' load
  // (its items are ids without commas: the table's check lists them)
  equipment: sql<string>`array_to_string(${ads.equipment}, ',')`.mapWith((s: string) =>
    s === "" ? [] : (s.split(",") as Equipment[]),
  ),
  createdUs: micros(ads.createdDate),
  updatedUs: micros(ads.updatedDate),
  carId: ads.carId,
  own: sql<boolean>`${ads.source} = 'own'`,
  // the price rating (lib/pricing), read with the ad by ratingJoin
  priceLabel: priceRatings.label,
  priceRatio: priceRatings.ratio,
};
/** The ad's price rating beside it: every select of indexColumns joins it. */
export const ratingJoin = [priceRatings, eq(priceRatings.adId, ads.id)] as const;

/** Active ads with ids above `afterId` and at most `upTo`: the index loads a stretch of ids at a time. */
export function readIndexRange({
  afterId,
  upTo,
}: {
  afterId: number;
  upTo: number;
}): Promise<IndexRow[]> {
  return getDb()
    .select(indexColumns)
    .from(ads)
    .leftJoin(...ratingJoin)
    .where(and(eq(ads.status, "active"), gt(ads.id, afterId), lte(ads.id, upTo)));
}

/**
 * Ads changed at or after `sinceUs` (updated_date, kept by a trigger) or added after `afterId`,
 * whatever their status now, and the price ratings written since then (lib/pricing rates ads apart
 * from their writes), with the database's clock at the time of reading.
 */
export async function readIndexChanges({
  sinceUs,
  afterId,
  limit,
}: {
  sinceUs: number;
  afterId: number;
  limit: number;
}) {
  const db = getDb();
  const clock = (await db.execute(
    sql`SELECT (extract(epoch from now()) * 1000000)::float8 AS "nowUs"`,
  )) as unknown as { rows: { nowUs: number }[] };
  const nowUs = Number(clock.rows[0].nowUs);
  const since = sql`timestamptz 'epoch' + ${Math.floor(sinceUs)}::bigint * interval '1 microsecond'`;
  const rows = await db
    .select({
      ...indexColumns,
      active: sql<boolean>`${ads.status} = 'active'`,
      // not indexed: the page cache drops the seller's page with the ad's (server/page-cache/invalidate.ts)
      sellerProfileId: ads.sellerProfileId,
    })
    .from(ads)
    .leftJoin(...ratingJoin)
    .where(or(sql`${ads.updatedDate} >= ${since}`, gt(ads.id, afterId)))
    .orderBy(asc(ads.id))
    .limit(limit);
  const ratings = await db
    .select({
      id: priceRatings.adId,
      priceLabel: priceRatings.label,
      priceRatio: priceRatings.ratio,
    })
    .from(priceRatings)
    .where(sql`${priceRatings.writtenAt} >= ${since}`);
  return { rows, ratings, nowUs };
}

/** Active ads in the database and its clock: the index checks itself against them. */
export async function readIndexTotals(): Promise<{ active: number; nowUs: number; maxId: number }> {
  const [row] = await getDb()
    .select({
      active: sql<number>`count(*)::int`,
      nowUs: sql<number>`(extract(epoch from now()) * 1000000)::float8`,
      // of every ad, active or not: the ids a load reads up to
      maxId: sql<number>`(SELECT coalesce(max(${ads.id}), 0) FROM ${ads})::int`,
    })
    .from(ads)
    .where(eq(ads.status, "active"));
  return row;
}

// ---------------------------------------------------------------- plain SQL (./engine/sql.ts, explain:search)
// The same search straight in the database, with the covering indexes of drizzle/0002.

export function countQuery(filters: SearchFilters) {
  return getDb()
    .select({ n: searchCount(filters) })
    .from(ads)
    .where(matchWhere(filters, ads));
}

/** Ids first: the offset walks index entries only, and only a page of rows is read from the table. */
export function pageQuery(filters: SearchFilters, pageSize = PAGE_SIZE) {
  return getDb()
    .select({ id: ads.id })
    .from(ads)
    .where(searchWhere(filters))
    .orderBy(...searchOrderBy(filters.ordering))
    .limit(pageSize)
    .offset((filters.page - 1) * pageSize);
}
