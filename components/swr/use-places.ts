"use client";
import useSWR from "swr";
import { swrKeys } from "./keys";
import { useDebouncedValue } from "./use-debounced-value";

const TYPING_PAUSE_MS = 150;
const MIN_QUERY = 2;
/** A place as GET /api/places/ answers it (the place combobox's value). */
export interface PlaceSuggestion {
  id: string;
  name: string;
  region?: string | null;
}

const NONE: PlaceSuggestion[] = [];

/** Czech place suggestions of the built-in gazetteer (GET /api/places/?q=) for 2+ typed letters. */
export function usePlaces(query: string) {
  const q = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const { data } = useSWR<{ results: PlaceSuggestion[] }>(
    q.length >= MIN_QUERY ? swrKeys.places(q) : null,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  return { places: data?.results ?? NONE };
}
