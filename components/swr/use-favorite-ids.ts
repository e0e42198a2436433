"use client";
import { useCallback, useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { apiFetch, redirectFor } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import { rememberAction } from "@/lib/auth/pending-action";
import type { FavoriteIds, ToggleStatus } from "@/lib/favorites/schemas";
import { swrKeys } from "./keys";
import { useCurrentUser } from "./use-current-user";

const togglePath = (adId: number) => `/api/favorites/${adId}/toggle/`;

/** Reading the ids never navigates: a stale session just shows empty hearts until a click. */
const fetchIds = (key: string) => apiFetch<FavoriteIds>(key, { noRedirect: true });

function withFavorite(data: FavoriteIds | undefined, adId: number, on: boolean): FavoriteIds {
  const rest = (data?.favorite_ids ?? []).filter((id) => id !== adId);
  return { favorite_ids: on ? [adId, ...rest] : rest };
}

/** What a toggle came to: done, failed (show the message), or left the page (sign-in). */
export type ToggleOutcome = "ok" | "failed" | "redirected";

/**
 * The signed-in user's favourite ad ids: one SWR set for every heart on the page. Signed out (or
 * before the browser knows) the set is empty, so the server's HTML and the first client render
 * agree. A page that already knows the ids seeds them with `<SWRConfig value={{ fallback }}>`
 * under `swrKeys.favoriteIds` (the favourites page does).
 */
export function useFavoriteIds() {
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  const { fallback } = useSWRConfig();
  const seeded = Boolean(fallback?.[swrKeys.favoriteIds]);
  const { data, mutate } = useSWR<FavoriteIds>(
    signedIn || seeded ? swrKeys.favoriteIds : null,
    fetchIds,
  );
  const ids = useMemo(() => new Set(data?.favorite_ids ?? []), [data]);
  const known = data !== undefined;

  /** Flips the heart at once, asks the server, then keeps its answer or rolls back (seed 000 §4, §8). */
  const toggle = useCallback(
    async (adId: number): Promise<ToggleOutcome> => {
      if (!signedIn && !seeded && !userLoading) {
        // a favourite once the sign-in brings the user back (components/shell/pending-actions.tsx)
        if (!ids.has(adId)) rememberAction({ kind: "favorite", adId });
        window.location.assign(redirectFor(401)!);
        return "redirected";
      }
      const on = !ids.has(adId);
      try {
        await mutate(
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
        // apiFetch already sends a 401 to /profile (with the return location) and a 403 away
        if (err instanceof AppError && (err.status === 401 || err.status === 403)) {
          if (err.status === 401 && on) rememberAction({ kind: "favorite", adId });
          return "redirected";
        }
        console.error("[favorites] toggle failed:", err);
        return "failed";
      }
    },
    [ids, mutate, seeded, signedIn, userLoading],
  );

  return { ids, known, isFavorite: (adId: number) => ids.has(adId), toggle };
}
