import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { getAdCardsByIds } from "@/lib/ads/cards";
import type { AdListItem } from "@/lib/ads/types";
import { getDb } from "@/lib/infra/db/client";
import { ads, favorites, users } from "@/lib/infra/db/schema";
import type { FavoriteEntry, FavoriteSettings } from "./schemas";

/** A deleted ad has left the site: it is no favourite any more (its row stays until the ad goes). */
const notDeleted = ne(ads.status, "deleted");

/** The ids of the user's favourite ads, newest first (deleted ads left out). */
export async function getFavoriteIds({ userId }: { userId: string }): Promise<number[]> {
  const rows = await getDb()
    .select({ adId: favorites.adId })
    .from(favorites)
    .innerJoin(ads, eq(ads.id, favorites.adId))
    .where(and(eq(favorites.userId, userId), notDeleted))
    .orderBy(desc(favorites.createdAt), desc(favorites.adId));
  return rows.map((r) => r.adId);
}

/**
 * The user's favourites as cards: active ads first, then the rest (archived, sold) flagged
 * `archived`, each group newest favourite first. Deleted ads are left out.
 */
export async function listFavorites({ userId }: { userId: string }): Promise<FavoriteEntry[]> {
  const rows = await getDb()
    .select({
      adId: favorites.adId,
      createdAt: favorites.createdAt,
      savedPrice: favorites.savedPrice,
    })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.adId));
  const byId = new Map(rows.map((r) => [r.adId, r]));
  const cards = await getFavoriteCards({ ids: rows.map((r) => r.adId) });
  return cards.map((card) => {
    const row = byId.get(card.id)!;
    return {
      id: card.id,
      created_at: row.createdAt.toISOString(),
      saved_price: row.savedPrice,
      car_ad: card,
    };
  });
}

/**
 * The cards of these favourite ads (a user's, or a signed-out visitor's from the browser, issue
 * 31): active ones first, then the rest (archived, sold) flagged `archived`, each group in the
 * order of `ids`. Deleted and unknown ads are left out.
 */
export async function getFavoriteCards({ ids }: { ids: number[] }): Promise<AdListItem[]> {
  const cards = await getAdCardsByIds({ ids, where: notDeleted });
  // a stable sort keeps the order given inside each group
  return cards
    .map((card) => ({ ...card, archived: card.status !== "active" }))
    .sort((a, b) => Number(a.archived) - Number(b.archived));
}

export async function getFavoriteSettings({
  userId,
}: {
  userId: string;
}): Promise<FavoriteSettings> {
  const [row] = await getDb()
    .select({ priceDropAlerts: users.priceDropAlerts })
    .from(users)
    .where(eq(users.id, userId));
  return { price_drop_alerts: row?.priceDropAlerts ?? true };
}
