import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { getAdCardsByIds } from "@/lib/ads/cards";
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
  const cards = await getAdCardsByIds({ ids: rows.map((r) => r.adId), where: notDeleted });
  const byId = new Map(cards.map((c) => [c.id, c]));
  const entries = rows.flatMap((r): FavoriteEntry[] => {
    const card = byId.get(r.adId);
    if (!card) return [];
    return [
      {
        id: r.adId,
        created_at: r.createdAt.toISOString(),
        saved_price: r.savedPrice,
        car_ad: { ...card, archived: card.status !== "active" },
      },
    ];
  });
  // a stable sort keeps the newest-first order inside each group
  return entries.sort((a, b) => Number(a.car_ad.archived) - Number(b.car_ad.archived));
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
