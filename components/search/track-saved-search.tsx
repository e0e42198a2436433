"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { apiFetch } from "@/lib/infra/api/client";
import { parseId } from "@/lib/infra/api/params";
import { TRACKING_PARAM } from "@/lib/saved-searches/tracking";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { revalidateSavedSearches } from "@/components/swr/use-saved-searches";

/**
 * A saved search opened from its card or e-mail carries tracking_id (seed 000 §4): when signed
 * in, the search is marked viewed once (its new count restarts, the badge follows), and the
 * parameter leaves the address bar so a shared or bookmarked URL does not carry it.
 */
export function TrackSavedSearch() {
  const raw = useSearchParams().get(TRACKING_PARAM);
  const { signedIn, isLoading } = useCurrentUser();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!raw || isLoading || done.current === raw) return;
    done.current = raw;
    const url = new URL(window.location.href);
    url.searchParams.delete(TRACKING_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    const id = parseId(raw);
    if (!signedIn || id === null) return;
    apiFetch(`/api/saved-searches/${id}/mark_as_viewed/`, { method: "POST", noRedirect: true })
      .then(() => revalidateSavedSearches())
      .catch(() => undefined); // another user's or a deleted search: nothing to mark
  }, [raw, signedIn, isLoading]);
  return null;
}
