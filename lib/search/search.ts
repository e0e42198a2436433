import "server-only";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import { getDb, type Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { AdIndex } from "./ad-index";
import { CardCache } from "./card-cache";
import { getSearchIndex } from "./live-index";
import { countQuery, findActiveAdsByIds, pageQuery } from "./queries";
import { MAX_PAGE, type SearchFilters } from "./schemas";

// The search of the API and the search page: the in-process index finds the exact count and the
// page's ids; the cards come from a cache of recently shown ones or by primary key from the
// database. SEARCH_INDEX=0 searches in SQL instead (the same answers, much slower at size).

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
    const [[{ n }], ids] = await Promise.all([
      countQuery(filters),
      filters.page > MAX_PAGE ? [] : pageQuery(filters),
    ]);
    return { results: await findActiveAdsByIds(ids.map((r) => r.id)), count: n };
  }
  const index = await getSearchIndex();
  if (filters.page > MAX_PAGE) return { results: [], count: index.count(filters) };
  const { count, ids } = index.search(filters, PAGE_SIZE);
  return { results: await cardsOf(index, ids), count };
}

const g = globalThis as unknown as { __vozovnaCards?: { db: Db; cache: CardCache } };

/** The cards of these ids in this order: cached ones as they are, the others read in one go. */
async function cardsOf(index: AdIndex, ids: number[]): Promise<AdListItem[]> {
  const db = getDb();
  if (g.__vozovnaCards?.db !== db)
    g.__vozovnaCards = { db, cache: new CardCache(getEnv().SEARCH_CARD_CACHE) };
  const { cache } = g.__vozovnaCards;
  const cards = new Map<number, AdListItem>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cache.get(id, index.updatedOf(id));
    if (card) cards.set(id, card);
    else missing.push(id);
  }
  for (const card of await findActiveAdsByIds(missing)) {
    cards.set(card.id, card);
    cache.set(card.id, index.updatedOf(card.id), card);
  }
  // the car's offers as the index counts them now: a cached card keeps its ad's stamp when
  // another listing of the car comes or goes
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [{ ...card, car_offers: index.offersOf(id) }] : [];
  });
}
