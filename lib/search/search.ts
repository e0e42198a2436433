import "server-only";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import { searchEngine } from "./engine";
import { MAX_PAGE, type SearchFilters } from "./schemas";

// The search of the API and the search page, through this process's search engine (./engine).

export interface SearchResult {
  results: AdListItem[];
  count: number;
}

/** How many active ads match, exactly (GET /api/ads-count/filtered/). */
export async function countAds(filters: SearchFilters): Promise<{ count: number }> {
  return { count: await searchEngine().count(filters) };
}

/** One page (20) of matching active ads in the chosen order and the count (GET /api/ads/filter/). Pages past MAX_PAGE are empty. */
export async function searchAds(filters: SearchFilters): Promise<SearchResult> {
  const engine = searchEngine();
  if (filters.page > MAX_PAGE) return { results: [], count: await engine.count(filters) };
  const { count, ids } = await engine.page(filters, PAGE_SIZE);
  return { results: await engine.cards(ids), count };
}
