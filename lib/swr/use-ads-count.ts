"use client";

import { useEffect, useRef, useState } from "react";

/** Seed 000 §9.1: the live count follows a change after 500 ms. */
export const COUNT_DEBOUNCE_MS = 500;

/**
 * The live offer count of the form's filters from GET /api/ads-count/filtered/. A failure is only
 * logged and leaves the count unknown (null), as seed 000 §8 says.
 */
export function useAdsCount(apiQuery: string, initial: number | null): number | null {
  const [state, setState] = useState<{ query: string; value: number | null }>({ query: apiQuery, value: initial });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/ads-count/filtered/?${apiQuery}`, { signal: abort.signal });
        if (!res.ok) throw new Error(`count failed: ${res.status}`);
        const body = (await res.json()) as { count: number };
        setState({ query: apiQuery, value: body.count });
      } catch (err) {
        if (abort.signal.aborted) return;
        console.error("[search] live count:", err);
        setState({ query: apiQuery, value: null });
      }
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [apiQuery]);
  return state.value;
}
