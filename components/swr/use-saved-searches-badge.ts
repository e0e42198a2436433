"use client";
import { useEffect } from "react";
import useSWR, { mutate } from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import { badgeText } from "./badge-text";
import { swrKeys } from "./keys";
import { useCurrentUser } from "./use-current-user";

export const BADGE_REFRESH_DELAY_MS = 100;

type SavedSearchItem = { new_ads_count?: number | null };

/** The user's saved searches (the cached resource); any failure reads as none (seed 000 §8). */
async function fetchSavedSearches(key: string): Promise<SavedSearchItem[]> {
  try {
    const body = await apiFetch<SavedSearchItem[] | { results?: SavedSearchItem[] }>(key, {
      noRedirect: true,
    });
    return Array.isArray(body) ? body : (body.results ?? []);
  } catch {
    return [];
  }
}

const newAdsTotal = (list: SavedSearchItem[]) =>
  list.reduce((sum, s) => sum + Math.max(0, Number(s.new_ads_count) || 0), 0);

export function useSavedSearchesBadge() {
  const { signedIn } = useCurrentUser();
  const { data } = useSWR(signedIn ? swrKeys.savedSearches : null, fetchSavedSearches);
  // After sign-in the count is fetched again 100 ms later (seed 000 §4).
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void mutate(swrKeys.savedSearches), BADGE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
  const count = signedIn && data ? newAdsTotal(data) : 0;
  return { count, text: badgeText(count) };
}
