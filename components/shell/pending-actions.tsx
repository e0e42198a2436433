"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { mutate } from "swr";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";
import { takeAction } from "@/lib/auth/pending-action";
import type { FavoriteIds, ToggleStatus } from "@/lib/favorites/schemas";
import { ROUTE_PATTERNS, stripLocalePrefix } from "@/lib/routes";
import type { CreateSavedSearchInput } from "@/lib/saved-searches/schemas";
import { swrKeys } from "@/components/swr/keys";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { revalidateSavedSearches } from "@/components/swr/use-saved-searches";

type Toast = ReturnType<typeof useToast>;
type T = ReturnType<typeof useTranslations<"pendingAction">>;

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
    // loaded only once signed in: a signed-out first visit does not download the merge
    void import("./merge-guest-favorites")
      .then(({ mergeGuestFavorites }) => mergeGuestFavorites(toast, shell))
      .then((merged) => {
        // the favourites page was rendered with the account's list before the merge
        if (merged && ROUTE_PATTERNS.favorites.test(stripLocalePrefix(pathname))) router.refresh();
      });
  }, [signedIn, pathname, toast, t, shell, router]);
  return null;
}
