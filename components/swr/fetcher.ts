"use client";
import { apiFetch } from "@/lib/infra/api/client";

/** The default SWR fetcher: a key is an API path read through the one client fetcher. */
export const swrFetcher = <T>(key: string): Promise<T> => apiFetch<T>(key);
