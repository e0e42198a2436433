import "server-only";
import { asc, eq } from "drizzle-orm";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { getDb } from "@/lib/infra/db/client";
import { savedSearches } from "@/lib/infra/db/schema";
import type { CatalogItem } from "@/lib/search/schemas";
import { toSearchFilters } from "./filters";
import { searchEngine, type UserMatcher } from "@/lib/search/engine";
import type { SavedSearchItem } from "./schemas";

// The list of GET /api/saved-searches/ and the /saved-searches page. Counts come from the search
// index (one matcher per request), the preview photos from one card read for every search.
// total_ads_count is exactly what GET /api/ads-count/filtered/ answers for the same filters (the
// user's own ads included, so the card's total equals the search it opens); new_ads_count and the
// previews never count the user's own ads (ARCHITECTURE.md §4.10).

export type SavedSearchRow = typeof savedSearches.$inferSelect;

const PREVIEWS = 3;
const DAY_MS = 86_400_000;
const ESTIMATE_DAYS = 7;

export async function listSavedSearchRows({ userId }: { userId: string }) {
  return getDb()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

interface Counted {
  row: SavedSearchRow;
  total: number;
  fresh: number;
  daily: number;
  newest: number[];
}

async function countOne(row: SavedSearchRow, matcher: UserMatcher, now: number): Promise<Counted> {
  const f = toSearchFilters(
    row.filters as Record<string, unknown>,
    row.catalogFilter as CatalogItem[],
  );
  const lastWeek = now - ESTIMATE_DAYS * DAY_MS;
  const { total, since, newest } = await matcher.profile(
    f,
    [row.lastViewedAt.getTime(), lastWeek],
    PREVIEWS,
  );
  return { row, total, fresh: since[0], daily: Math.round(since[1] / ESTIMATE_DAYS), newest };
}

function toItem(c: Counted, minis: Map<number, string>): SavedSearchItem {
  const { row } = c;
  return {
    id: row.id,
    name: row.name,
    filters: row.filters as Record<string, unknown>,
    catalog_filter: row.catalogFilter as unknown[],
    notification_frequency: row.notificationFrequency,
    uri: row.uri,
    preview_images: c.newest.flatMap((id) => minis.get(id) ?? []),
    total_ads_count: c.total,
    new_ads_count: c.fresh,
    estimated_daily_new: c.daily,
    created_at: row.createdAt.toISOString(),
    last_viewed_at: row.lastViewedAt.toISOString(),
  };
}

/** The API items of these rows (all the same user's). */
export async function toSavedSearchItems({
  userId,
  rows,
}: {
  userId: string;
  rows: SavedSearchRow[];
}): Promise<SavedSearchItem[]> {
  if (rows.length === 0) return [];
  const matcher = await searchEngine().forUser(userId);
  const now = Date.now();
  const counted = await Promise.all(rows.map((row) => countOne(row, matcher, now)));
  const ids = [...new Set(counted.flatMap((c) => c.newest))];
  const cards = await getAdCardsByIds({ ids });
  const minis = new Map(
    cards.flatMap((card) => (card.image_minis[0] ? [[card.id, card.image_minis[0]]] : [])),
  );
  return counted.map((c) => toItem(c, minis));
}

/** GET /api/saved-searches/: the user's saved searches, oldest first, with their counts. */
export async function listSavedSearches({ userId }: { userId: string }) {
  return toSavedSearchItems({ userId, rows: await listSavedSearchRows({ userId }) });
}
