"use client";
import { useCallback, useEffect, useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { rememberAction } from "@/lib/auth/pending-action";
import {
  addGuestFavorite,
  isGuestFavoritesChange,
  readGuestFavorites,
  removeGuestFavorite,
  type GuestFavorite,
} from "@/lib/favorites/guest-store";
import type { FavoriteIds, ToggleStatus } from "@/lib/favorites/schemas";
import { swrKeys } from "./keys";
import { useCurrentUser } from "./use-current-user";

const togglePath = (adId: number) => `/api/favorites/${adId}/toggle/`;

/** Reading the ids never navigates: a stale session just shows empty hearts until a click. */
const fetchIds = (key: string) => apiFetch<FavoriteIds>(key, { noRedirect: true });
const readGuest = async () => readGuestFavorites();

function withFavorite(data: FavoriteIds | undefined, adId: number, on: boolean): FavoriteIds {
  const rest = (data?.favorite_ids ?? []).filter((id) => id !== adId);
  return { favorite_ids: on ? [adId, ...rest] : rest };
}

/**
 * What a toggle came to: done, failed (show the message), left the page (sign-in), or refused
 * because this browser already keeps as many favourites as it may without an account.
 */
export type ToggleOutcome = "ok" | "failed" | "redirected" | "full";

/**
 * A signed-out visitor's favourites in this browser (issue 31), one SWR entry for every heart
 * and the favourites page; a change in another tab reaches this one (`storage` event). `enabled`
 * false reads nothing (signed in).
 */
export function useGuestFavorites(enabled = true) {
  const { data, mutate } = useSWR<GuestFavorite[]>(
    enabled ? swrKeys.guestFavorites : null,
    readGuest,
    // storage changes only by our own writes (each updates the entry) and other tabs' (below)
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  useEffect(() => {
    if (!enabled) return;
    const onStorage = (e: StorageEvent) => {
      if (isGuestFavoritesChange(e)) void mutate(readGuestFavorites(), { revalidate: false });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [enabled, mutate]);
  return { items: data, mutate };
}

/**
 * The favourite ad ids, one SWR set for every heart on the page: the signed-in user's from the
 * server, a signed-out visitor's from this browser (useGuestFavorites). Before the browser knows
 * who is signed in the set is empty, so the server's HTML and the first client render agree. A
 * page that already knows the ids seeds them with `<SWRConfig value={{ fallback }}>` under
 * `swrKeys.favoriteIds` (the favourites page does).
 */
export function useFavoriteIds() {
  const { signedIn, isLoading: userLoading, mutate: refreshUser } = useCurrentUser();
  // the keys' own mutate, not the hooks' bound one: a click while the user is still loading
  // acts before the hooks below have their keys
  const { fallback, mutate: mutateKey } = useSWRConfig();
  const seeded = Boolean(fallback?.[swrKeys.favoriteIds]);
  const account = signedIn || seeded;
  const guest = !account && !userLoading;
  const { data } = useSWR<FavoriteIds>(account ? swrKeys.favoriteIds : null, fetchIds);
  const local = useGuestFavorites(guest);
  const ids = useMemo(
    () => new Set(guest ? (local.items ?? []).map((i) => i.id) : (data?.favorite_ids ?? [])),
    [data, guest, local.items],
  );
  const known = guest ? local.items !== undefined : data !== undefined;

  /** Saves or forgets the ad in this browser; nothing to ask the server. */
  const toggleGuest = useCallback(
    async (adId: number, price: number | null): Promise<ToggleOutcome> => {
      const change = ids.has(adId)
        ? removeGuestFavorite(adId)
        : addGuestFavorite({ id: adId, price });
      await mutateKey(swrKeys.guestFavorites, readGuestFavorites(), { revalidate: false });
      if (change === "full") return "full";
      return change === "unavailable" ? "failed" : "ok";
    },
    [ids, mutateKey],
  );

  /** Flips the heart at once, asks the server, then keeps its answer or rolls back (seed 000 §4, §8). */
  const toggleAccount = useCallback(
    async (adId: number): Promise<ToggleOutcome> => {
      const on = !ids.has(adId);
      try {
        await mutateKey<FavoriteIds>(
          swrKeys.favoriteIds,
          async (current) => {
            const { status } = await apiFetch<{ status: ToggleStatus }>(togglePath(adId), {
              method: "POST",
            });
            // 'added' means a favourite now; any other answer reads as removed
            return withFavorite(current, adId, status === "added");
          },
          {
            optimisticData: (current) => withFavorite(current, adId, on),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
        return "ok";
      } catch (err) {
        // apiFetch already sends a 401 (a session that ended) to /profile with the return
        // location, and a 403 away
        if (err instanceof AppError && (err.status === 401 || err.status === 403)) {
          if (err.status === 401 && on) rememberAction({ kind: "favorite", adId });
          return "redirected";
        }
        console.error("[favorites] toggle failed:", err);
        return "failed";
      }
    },
    [ids, mutateKey],
  );

  /** `price`: the ad's price now, kept with a signed-out favourite for the "price dropped" hint. */
  const toggle = useCallback(
    async (adId: number, price: number | null = null): Promise<ToggleOutcome> => {
      if (account) return toggleAccount(adId);
      if (guest) return toggleGuest(adId, price);
      // a click before the browser knows who is signed in: ask, then act as that visitor would
      const user = await refreshUser();
      return user?.username ? toggleAccount(adId) : toggleGuest(adId, price);
    },
    [account, guest, refreshUser, toggleAccount, toggleGuest],
  );

  return { ids, known, isFavorite: (adId: number) => ids.has(adId), toggle };
}
