"use client";

import { useEffect, useRef, useState } from "react";

/** Seed 000 §9.1: the live count follows a change after 500 ms. */
export const COUNT_DEBOUNCE_MS = 500;

export interface LiveCount {
  count: number;
  capped: boolean;
}

/**
 * The live offer count of the form's filters from GET /api/ads-count/filtered/. A failure is only
 * logged and leaves the count unknown (null), as seed 000 §8 says.
 */
export function useAdsCount(apiQuery: string, initial: LiveCount | null): LiveCount | null {
  const [state, setState] = useState<{ query: string; value: LiveCount | null }>({ query: apiQuery, value: initial });
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
        const body = (await res.json()) as { count: number; count_capped: boolean };
        setState({ query: apiQuery, value: { count: body.count, capped: body.count_capped } });
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
