"use client";

// The favourites a signed-out visitor kept in this browser, merged into the account once signed in
// (issue 31): its own module, loaded by components/shell/pending-actions.tsx only when signed in.
import type { useTranslations } from "next-intl";
import { mutate } from "swr";
import type { useToast } from "@/components/ui/toast";
import { swrKeys } from "@/components/swr/keys";
import { apiFetch } from "@/lib/infra/api/client";
import { isCode } from "@/lib/infra/errors";
import { clearGuestFavorites, readGuestFavorites } from "@/lib/favorites/guest-store";
import type { MergedFavorites } from "@/lib/favorites/schemas";

type Toast = ReturnType<typeof useToast>;
type ShellT = ReturnType<typeof useTranslations<"shell">>;

/** One merge at a time: each page (and a double effect) looks, the first one merges. */
let merging = false;

/**
 * The favourites saved in this browser signed out (lib/favorites/guest-store.ts), made the
 * account's once signed in, then forgotten here. A failure keeps them for the next page, unless
 * the server refused the list itself (it would refuse it again). True when it merged.
 */
export async function mergeGuestFavorites(toast: Toast, t: ShellT) {
  const items = readGuestFavorites();
  if (items.length === 0 || merging) return false;
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
