"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { mutate } from "swr";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";
import { takeAction } from "@/lib/auth/pending-action";
import {
  clearGuestFavorites,
  readGuestFavorites,
  type GuestFavorite,
} from "@/lib/favorites/guest-store";
import type { FavoriteIds, MergedFavorites, ToggleStatus } from "@/lib/favorites/schemas";
import { ROUTE_PATTERNS, stripLocalePrefix } from "@/lib/routes";
import type { CreateSavedSearchInput } from "@/lib/saved-searches/schemas";
import { swrKeys } from "@/components/swr/keys";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { revalidateSavedSearches } from "@/components/swr/use-saved-searches";

type Toast = ReturnType<typeof useToast>;
type T = ReturnType<typeof useTranslations<"pendingAction">>;
type ShellT = ReturnType<typeof useTranslations<"shell">>;

/** The heart clicked signed out: a favourite now (a toggle only if it is not one already). */
async function completeFavorite(adId: number, toast: Toast, t: T) {
  try {
    const { favorite_ids } = await apiFetch<FavoriteIds>(swrKeys.favoriteIds, { noRedirect: true });
    if (!favorite_ids.includes(adId)) {
      const { status } = await apiFetch<{ status: ToggleStatus }>(
        `/api/favorites/${adId}/toggle/`,
        { method: "POST", noRedirect: true },
      );
      if (status !== "added") throw new Error(`toggle answered ${status}`);
    }
    toast({ kind: "success", text: t("favoriteAdded") });
  } catch (err) {
    console.error("[pending action] favourite failed:", err);
    toast({ kind: "error", text: t("favoriteFailed") });
  }
  await mutate(swrKeys.favoriteIds);
}

/** One merge at a time: each page (and a double effect) looks, the first one merges. */
let merging = false;

/**
 * The favourites saved in this browser signed out (lib/favorites/guest-store.ts), made the
 * account's once signed in, then forgotten here. A failure keeps them for the next page, unless
 * the server refused the list itself (it would refuse it again). True when it merged.
 */
async function mergeGuestFavorites(items: GuestFavorite[], toast: Toast, t: ShellT) {
  if (merging) return false;
  merging = true;
  try {
    const body = { ads: items.map((i) => ({ id: i.id, saved_price: i.price })) };
    const { favorite_ids } = await apiFetch<MergedFavorites>("/api/favorites/merge/", {
      method: "POST",
      body,
      noRedirect: true,
    });
    clearGuestFavorites();
    await mutate(swrKeys.guestFavorites, [], { revalidate: false });
    await mutate(swrKeys.favoriteIds, { favorite_ids }, { revalidate: false });
    toast({ kind: "success", text: t("favorites.merged") });
    return true;
  } catch (err) {
    console.error("[pending action] merging the browser's favourites failed:", err);
    if (isCode(err, "bad_request")) clearGuestFavorites();
    return false;
  } finally {
    merging = false;
  }
}

/** Save search clicked signed out: the same search, saved now (or already there). */
async function completeSaveSearch(body: CreateSavedSearchInput, toast: Toast, t: T) {
  try {
    await apiFetch(swrKeys.savedSearches, { method: "POST", body, noRedirect: true });
    toast({ kind: "success", text: t("searchSaved") });
  } catch (err) {
    if (isCode(err, "conflict.saved_search_exists"))
      toast({ kind: "info", text: t("searchExists") });
    else toast({ kind: "error", text: t("searchFailed") });
  }
  await revalidateSavedSearches();
}

/**
 * Completes, once signed in, the heart or Save search that a signed-out click interrupted with
 * the sign-in (lib/auth/pending-action.ts) on the page it was clicked on; the report dialog
 * reopens by itself (components/ad-detail/report-button.tsx). The favourites saved signed out
 * join the account on the first page signed in (issue 31). Renders nothing.
 */
export function PendingActions() {
  const t = useTranslations("pendingAction");
  const shell = useTranslations("shell");
  const router = useRouter();
  const toast = useToast();
  const { signedIn } = useCurrentUser();
  // the sign-in may come back by a client-side navigation: look again on each page
  const pathname = usePathname();
  useEffect(() => {
    if (!signedIn) return;
    const favorite = takeAction("favorite");
    if (favorite) void completeFavorite(favorite.adId, toast, t);
    const search = takeAction("saveSearch");
    if (search) void completeSaveSearch(search.body, toast, t);
    const saved = readGuestFavorites();
    if (saved.length)
      void mergeGuestFavorites(saved, toast, shell).then((merged) => {
        // the favourites page was rendered with the account's list before the merge
        if (merged && ROUTE_PATTERNS.favorites.test(stripLocalePrefix(pathname))) router.refresh();
      });
  }, [signedIn, pathname, toast, t, shell, router]);
  return null;
}
