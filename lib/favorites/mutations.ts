import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { ads, favorites, users } from "@/lib/infra/db/schema";
import type { FavoriteSettings, ToggleStatus } from "./schemas";

const missing = () => new AppError("not_found", "Ad not found.");

/**
 * Adds the ad to the user's favourites, or removes it when it already is one. Adding stores the
 * ad's current price (the card shows later changes). A missing or deleted ad answers 404; an
 * archived or sold one can still be removed but not added.
 */
export async function toggleFavorite({
  userId,
  adId,
}: {
  userId: string;
  adId: number;
}): Promise<ToggleStatus> {
  return getDb().transaction(async (tx) => {
    const [ad] = await tx
      .select({ status: ads.status, price: ads.price })
      .from(ads)
      .where(eq(ads.id, adId));
    if (!ad || ad.status === "deleted") throw missing();
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)))
      .returning({ adId: favorites.adId });
    if (removed.length) return "removed";
    if (ad.status !== "active") throw missing();
    // a double click racing itself: the second insert finds the row and changes nothing
    await tx.insert(favorites).values({ userId, adId, savedPrice: ad.price }).onConflictDoNothing();
    return "added";
  });
}

export async function updateFavoriteSettings({
  userId,
  settings,
}: {
  userId: string;
  settings: FavoriteSettings;
}): Promise<FavoriteSettings> {
  await getDb()
    .update(users)
    .set({ priceDropAlerts: settings.price_drop_alerts })
    .where(eq(users.id, userId));
  return settings;
}
