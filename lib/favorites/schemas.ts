// Favourites on the wire (seed 000 §3, §7; issue #13). Client-safe: the route handlers, the SWR
// hook and the page read the same shapes.
import { z } from "zod";
import { PRICE_MAX } from "@/lib/ads/bounds";
import type { AdListItem, Paged } from "@/lib/ads/types";
import { GUEST_FAVORITES_MAX } from "./guest-store";

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

/** An ad's id as the favourites' inputs take it (a PostgreSQL integer above 0). */
const adIdSchema = z
  .number({ error: "errors.idsInvalid" })
  .int({ error: "errors.idsInvalid" })
  .min(1, { error: "errors.idsInvalid" })
  .max(2_147_483_647, { error: "errors.idsInvalid" });

/**
 * GET /api/favorites/cards/?ids=3,1,2: a signed-out visitor's favourites (issue 31), at most as
 * many as the browser keeps; repeats count once, empty is none. Messages are keys of "favorites".
 */
export const favoriteCardsQuerySchema = z.object({
  ids: z
    .string({ error: "errors.idsInvalid" })
    .trim()
    .max(GUEST_FAVORITES_MAX * 11, { error: "errors.tooMany" })
    .refine((v) => v === "" || /^\d{1,10}(,\d{1,10})*$/.test(v), { error: "errors.idsInvalid" })
    .transform((v) => (v ? [...new Set(v.split(",").map(Number))] : []))
    .pipe(z.array(adIdSchema).max(GUEST_FAVORITES_MAX, { error: "errors.tooMany" })),
});

/** The cards of GET /api/favorites/cards/, as the signed-in list's `car_ad`: archived flagged. */
export type FavoriteCards = Paged<AdListItem>;

/**
 * POST /api/favorites/merge/: the favourites a visitor saved signed out, with each ad's price
 * when saved, into the account they signed in to.
 */
export const mergeFavoritesSchema = z.object({
  ads: z
    .array(
      z.object({
        id: adIdSchema,
        saved_price: z
          .number({ error: "errors.priceInvalid" })
          .int({ error: "errors.priceInvalid" })
          .min(0, { error: "errors.priceInvalid" })
          .max(PRICE_MAX, { error: "errors.priceInvalid" })
          .nullish(),
      }),
      { error: "errors.idsInvalid" },
    )
    .max(GUEST_FAVORITES_MAX, { error: "errors.tooMany" }),
});
export type MergeFavoritesInput = z.input<typeof mergeFavoritesSchema>;

/** The answer of the merge: how many became favourites, and the account's ids now. */
export interface MergedFavorites extends FavoriteIds {
  added: number;
}
