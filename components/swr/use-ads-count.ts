"use client";
import { useState } from "react";
import useSWR from "swr";
import { swrKeys } from "./keys";
import { useDebouncedValue } from "./use-debounced-value";

/** Seed 000 §9.1: the live count follows a change after 500 ms. */
export const COUNT_DEBOUNCE_MS = 500;

/**
 * The live offer count of the form's filters from GET /api/ads-count/filtered/. The filters the
 * page was rendered with keep the server-rendered `initial` (no refetch on load); a failure is only logged and
 * leaves the count unknown (null), as seed 000 §8 says.
 */
export function useAdsCount(apiQuery: string, initial: number | null): number | null {
  const [initialQuery] = useState(apiQuery);
  const settled = useDebouncedValue(apiQuery, COUNT_DEBOUNCE_MS);
  const key = settled === initialQuery ? null : swrKeys.adsCount(settled);
  const { data, error } = useSWR<{ count: number }>(key, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (err) => console.error("[search] live count:", err),
  });
  if (!key) return initial;
  if (error) return null;
  return data?.count ?? initial;
}
