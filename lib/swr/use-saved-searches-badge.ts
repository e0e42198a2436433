"use client";
import { useEffect } from "react";
import useSWR, { mutate } from "swr";
import { badgeText } from "./badge-text";
import { useCurrentUser } from "./use-current-user";

export const SAVED_SEARCHES_KEY = "/api/saved-searches/";
export const BADGE_REFRESH_DELAY_MS = 100;

type SavedSearchItem = { new_ads_count?: number | null };

/** Sum of new ads over the user's saved searches; any failure counts as 0 (seed 000 §8). */
async function fetchNewAdsTotal(url: string): Promise<number> {
  try {
    const res = await fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!res.ok) return 0;
    const body = (await res.json()) as SavedSearchItem[] | { results?: SavedSearchItem[] };
    const list = Array.isArray(body) ? body : (body.results ?? []);
    return list.reduce((sum, s) => sum + Math.max(0, Number(s.new_ads_count) || 0), 0);
  } catch {
    return 0;
  }
}

export function useSavedSearchesBadge() {
  const { signedIn } = useCurrentUser();
  const { data } = useSWR(signedIn ? SAVED_SEARCHES_KEY : null, fetchNewAdsTotal);
  // After sign-in the count is fetched again 100 ms later (seed 000 §4).
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void mutate(SAVED_SEARCHES_KEY), BADGE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
  const count = signedIn ? (data ?? 0) : 0;
  return { count, text: badgeText(count) };
}
