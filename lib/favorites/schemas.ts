// Favourites on the wire (seed 000 §3, §7; issue #13). Client-safe: the route handlers, the SWR
// hook and the page read the same shapes.
import { z } from "zod";
import type { AdListItem, Paged } from "@/lib/ads/types";

/** POST /api/favorites/{id}/toggle/: "added" = now a favourite; anything else reads as removed (seed 000 §4). */
export type ToggleStatus = "added" | "removed";

export interface FavoriteIds {
  favorite_ids: number[];
}

/** One entry of GET /api/favorites/: the card of the ad, flagged archived unless it is still active. */
export interface FavoriteEntry {
  id: number;
  created_at: string;
  /** The ad's price when it was saved (null for favourites older than the column). */
  saved_price: number | null;
  car_ad: AdListItem;
}

export type FavoriteList = Paged<FavoriteEntry>;

/** GET and PATCH /api/favorites/settings/. */
export const favoriteSettingsSchema = z.object({ price_drop_alerts: z.boolean() }).strict();
export type FavoriteSettings = z.infer<typeof favoriteSettingsSchema>;

/** The entries of either answer shape (ARCHITECTURE.md §5 list, or a bare array from an older server). */
export function favoriteEntries(data: FavoriteList | FavoriteEntry[] | undefined): FavoriteEntry[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.results ?? []);
}
