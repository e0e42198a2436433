"use client";
import useSWR from "swr";
import type { ApiGeneration } from "@/lib/registry/api";
import { swrKeys } from "@/components/swr/keys";

const NONE: ApiGeneration[] = [];

/** The registry's generations of a make and model (none without both, or when the list fails). */
export function useAdGenerations(make: string | null, model: string | null) {
  const { data, isLoading } = useSWR<ApiGeneration[]>(
    make && model ? swrKeys.generations(make, model) : null,
    { revalidateOnFocus: false, onError: (err) => console.error("[edit] generations:", err) },
  );
  return { generations: data ?? NONE, isLoading };
}
