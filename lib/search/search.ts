import "server-only";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import { getEnv } from "@/lib/env";
import { getSearchIndex } from "./live-index";
import { countQuery, findActiveAdsByIds, pageQuery } from "./queries";
import { MAX_PAGE, type SearchFilters } from "./schemas";

// The search of the API and the search page: the in-process index finds the exact count and the
// page's ids, the database gives those 20 rows by primary key. SEARCH_INDEX=0 searches in SQL
// instead (the same answers, much slower at marketplace size).

export interface SearchResult {
  results: AdListItem[];
  count: number;
}

/** How many active ads match, exactly (GET /api/ads-count/filtered/). */
export async function countAds(filters: SearchFilters): Promise<{ count: number }> {
  if (!getEnv().SEARCH_INDEX) return { count: (await countQuery(filters))[0].n };
  return { count: (await getSearchIndex()).count(filters) };
}

/** One page (20) of matching active ads in the chosen order and the count (GET /api/ads/filter/). Pages past MAX_PAGE are empty. */
export async function searchAds(filters: SearchFilters): Promise<SearchResult> {
  if (!getEnv().SEARCH_INDEX) {
    const [[{ n }], ids] = await Promise.all([countQuery(filters), filters.page > MAX_PAGE ? [] : pageQuery(filters)]);
    return { results: await findActiveAdsByIds(ids.map((r) => r.id)), count: n };
  }
  const index = await getSearchIndex();
  if (filters.page > MAX_PAGE) return { results: [], count: index.count(filters) };
  const { count, ids } = index.search(filters, PAGE_SIZE);
  return { results: await findActiveAdsByIds(ids), count };
}
