import "server-only";
import { asc, desc, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ads } from "@/lib/db/schema";
import { adListColumns, withCardPhotos } from "@/lib/ads/queries";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import { COUNT_CAP, MAX_PAGE, type Ordering, type SearchFilters } from "./schemas";
import { searchWhere } from "./conditions";
import { ttlCache } from "./cache";
import { getEnv } from "@/lib/env";

const ORDER_BY: Record<Ordering, SQL[]> = {
  // NULLS LAST matches the indexes (a plain DESC would mean NULLS FIRST and miss them)
  update: [sql`${ads.createdDate} DESC NULLS LAST`, sql`${ads.id} DESC NULLS LAST`],
  price: [asc(ads.price), asc(ads.id)],
  "-price": [desc(ads.price), desc(ads.id)],
  year: [asc(ads.year), asc(ads.id)],
  "-year": [desc(ads.year), desc(ads.id)],
  mileage_km: [sql`${ads.mileageKm} ASC NULLS LAST`, asc(ads.id)],
  "-mileage_km": [sql`${ads.mileageKm} DESC NULLS LAST`, sql`${ads.id} DESC NULLS LAST`],
};

export interface SearchCount {
  count: number;
  /** true when there are more than COUNT_CAP matches and `count` is the cap */
  count_capped: boolean;
}

/**
 * Matching active ads, counted up to COUNT_CAP: a count never reads more than the cap's worth of
 * index entries, so broad searches stay as cheap as narrow ones.
 */
export async function countAds(filters: SearchFilters): Promise<SearchCount> {
  const key = JSON.stringify({ ...filters, ordering: undefined, page: undefined });
  return countCache(key, async () => {
    const [{ n }] = await countQuery(filters);
    return { count: Math.min(n, COUNT_CAP), count_capped: n > COUNT_CAP };
  });
}

const caches: { count?: ReturnType<typeof ttlCache<SearchCount>>; page?: ReturnType<typeof ttlCache<AdListItem[]>> } = {};
const ttlMs = () => (getEnv().NODE_ENV === "test" ? 0 : getEnv().SEARCH_CACHE_SECONDS * 1000);
const countCache = (key: string, load: () => Promise<SearchCount>) => (caches.count ??= ttlCache(ttlMs(), 2000))(key, load);
const pageCache = (key: string, load: () => Promise<AdListItem[]>) => (caches.page ??= ttlCache(ttlMs(), 500))(key, load);

/** Forgets cached answers, e.g. after an ad changed in this process. */
export function clearSearchCache() {
  caches.count = undefined;
  caches.page = undefined;
}

export function countQuery(filters: SearchFilters) {
  const db = getDb();
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(ads)
    .where(searchWhere(filters))
    .limit(COUNT_CAP + 1)
    .as("capped");
  return db.select({ n: sql<number>`count(*)::int` }).from(capped);
}

/** Ids first: the offset walks index entries only, and only 20 rows are read from the table. */
export function pageQuery(filters: SearchFilters) {
  return getDb()
    .select({ id: ads.id })
    .from(ads)
    .where(searchWhere(filters))
    .orderBy(...ORDER_BY[filters.ordering])
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
}

/** One page (20) of matching active ads in the chosen order. Pages past MAX_PAGE are empty. */
export async function findAds(filters: SearchFilters): Promise<AdListItem[]> {
  if (filters.page > MAX_PAGE) return [];
  return pageCache(JSON.stringify(filters), () => loadPage(filters));
}

async function loadPage(filters: SearchFilters): Promise<AdListItem[]> {
  const ids = (await pageQuery(filters)).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await getDb().select(adListColumns).from(ads).where(inArray(ads.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withCardPhotos(ids.flatMap((id) => byId.get(id) ?? []));
}

export type SearchResult = { results: AdListItem[] } & SearchCount;

/** A page of results and the (capped) count, as GET /api/ads/filter/ answers them. */
export async function searchAds(filters: SearchFilters): Promise<SearchResult> {
  const [counted, results] = await Promise.all([countAds(filters), findAds(filters)]);
  return { results, ...counted };
}
