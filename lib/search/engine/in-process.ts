import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { AdListItem } from "@/lib/ads/types";
import { getDb, type Db } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { AdIndex } from "../ad-index";
import { CardCache } from "../card-cache";
import { getSearchIndex } from "../live-index";
import { findActiveAdsByIds, indexColumns, ratingJoin } from "../queries";
import { NEWEST, type SearchEngine } from "./types";

// The search in this process's memory (../ad-index.ts, kept current by ../live-index.ts): the
// exact count and the page's ids by one pass over typed arrays; the cards from a cache of
// recently shown ones or by primary key.

const g = globalThis as unknown as { __vozovnaCards?: { db: Db; cache: CardCache } };

export const indexEngine: SearchEngine = {
  count: async (filters) => (await getSearchIndex()).count(filters),

  page: async (filters, pageSize) => (await getSearchIndex()).search(filters, pageSize),

  /** Cached cards as they are (while their ad's version holds), the others read in one go. */
  async cards(ids) {
    const index = await getSearchIndex();
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
    // the car's offers and the price label as the index holds them now: a cached card keeps its
    // ad's stamp when another listing of the car comes or goes, or a rating changes
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card
        ? [{ ...card, car_offers: index.offersOf(id), price_label: index.labelOf(id) }]
        : [];
    });
  },

  /** The shared index answers for every search at once; the user's own ads (usually none) are a tiny index of their own, subtracted. */
  async forUser(userId) {
    const [index, ownRows] = await Promise.all([
      getSearchIndex(),
      getDb()
        .select(indexColumns)
        .from(ads)
        .leftJoin(...ratingJoin)
        .where(and(eq(ads.status, "active"), eq(ads.sellerUserId, userId)))
        .orderBy(asc(ads.id)),
    ]);
    const own = AdIndex.build(ownRows);
    const ownIds = new Set(ownRows.map((r) => r.id));
    return {
      count: async (f) => Math.max(0, index.count(f) - own.count(f)),
      newest: async (f, limit) =>
        index
          .search({ ...f, ...NEWEST }, limit + ownIds.size)
          .ids.filter((id) => !ownIds.has(id))
          .slice(0, limit),
      profile: async (f, sinceMs, newest) => {
        const all = index.profile(f, sinceMs, newest + ownIds.size);
        const mine = own.profile(f, sinceMs, 0);
        return {
          total: all.count,
          since: all.since.map((n, i) => Math.max(0, n - mine.since[i])),
          newest: all.newest.filter((id) => !ownIds.has(id)).slice(0, newest),
        };
      },
    };
  },
};
