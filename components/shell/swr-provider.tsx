"use client";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrFetcher } from "@/components/swr/fetcher";

/** Every island's SWR hooks read through apiFetch (mounted once, in the locale layout). */
export function SwrProvider({ children }: { children: ReactNode }) {
  // no automatic retries: a failed read shows its error, as before SWR (a 429 must not be hammered)
  return (
    <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
}
