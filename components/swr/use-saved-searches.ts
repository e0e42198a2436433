"use client";
import useSWR, { mutate } from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import type { SavedSearchItem } from "@/lib/saved-searches/schemas";
import { swrKeys } from "./keys";

/** The signed-in user's saved searches (the key the badge reads too), server-rendered first. */
export function useSavedSearches(fallbackData: SavedSearchItem[]) {
  const { data, mutate: revalidate } = useSWR<SavedSearchItem[]>(
    swrKeys.savedSearches,
    (key: string) => apiFetch<SavedSearchItem[]>(key),
    { fallbackData, revalidateOnMount: false },
  );
  return { searches: data ?? fallbackData, revalidate };
}

/** Refreshes the list and the header's badge after a change. */
export const revalidateSavedSearches = () => mutate(swrKeys.savedSearches);
