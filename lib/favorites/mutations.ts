import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory, ads, favorites, users } from "@/lib/infra/db/schema";
import { getFavoriteIds } from "./queries";
import type {
  FavoriteSettings,
  MergedFavorites,
  MergeFavoritesInput,
  ToggleStatus,
} from "./schemas";
import { countAdEvent } from "@/lib/stats/counter";

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
  let inserted = false;
  const status = await getDb().transaction(async (tx): Promise<ToggleStatus> => {
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
    const added = await tx
      .insert(favorites)
      .values({ userId, adId, savedPrice: ad.price })
      .onConflictDoNothing()
      .returning({ adId: favorites.adId });
    inserted = added.length > 0;
    return "added";
  });
  if (inserted) countAdEvent(adId, "favorites"); // once committed: the ad's statistics (lib/stats)
  return status;
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

/**
 * Makes the favourites a visitor saved signed out the user's (issue 31), in their order (the
 * first is the newest). Unknown and deleted ads are skipped; an archived or sold one comes in
 * as a favourite that ended since it was saved. An ad already a favourite keeps its saved
 * price, so a repeat changes nothing. The browser's saved price is kept only when the ad has
 * had that price (its price history): it drives the price-drop e-mail.
 */
export async function mergeFavorites({
  userId,
  input,
}: {
  userId: string;
  input: MergeFavoritesInput;
}): Promise<MergedFavorites> {
  const wanted = [...new Map(input.ads.map((a) => [a.id, a.saved_price ?? null])).entries()];
  const ids = wanted.map(([id]) => id);
  if (ids.length === 0) return { added: 0, favorite_ids: await getFavoriteIds({ userId }) };
  const db = getDb();
  const [found, history] = await Promise.all([
    db
      .select({ id: ads.id, price: ads.price })
      .from(ads)
      .where(and(inArray(ads.id, ids), ne(ads.status, "deleted"))),
    db
      .selectDistinct({ adId: adPriceHistory.adId, price: adPriceHistory.price })
      .from(adPriceHistory)
      .where(inArray(adPriceHistory.adId, ids)),
  ]);
  const current = new Map(found.map((a) => [a.id, a.price]));
  const had = new Set(history.map((h) => `${h.adId}:${h.price}`));
  const now = Date.now();
  const rows = wanted.flatMap(([adId, saved], i) => {
    if (!current.has(adId)) return [];
    const price = current.get(adId)!;
    const savedPrice =
      saved !== null && (saved === price || had.has(`${adId}:${saved}`)) ? saved : price;
    // a millisecond apart, so the account lists them in the browser's order
    return [{ userId, adId, savedPrice, createdAt: new Date(now - i) }];
  });
  const added = rows.length
    ? await db
        .insert(favorites)
        .values(rows)
        .onConflictDoNothing()
        .returning({ adId: favorites.adId })
    : [];
  for (const a of added) countAdEvent(a.adId, "favorites"); // only the newly added ones
  return { added: added.length, favorite_ids: await getFavoriteIds({ userId }) };
}
