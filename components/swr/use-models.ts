"use client";
import useSWR from "swr";
import type { ApiModel } from "@/lib/registry/api";
import type { ModelOption } from "@/lib/search/options";
import { swrKeys } from "./keys";

const NONE: ModelOption[] = [];

/** The search form's shape of a model from GET /api/makes/{make}/models/. */
export const modelOptionOf = ({ model, popular }: ApiModel): ModelOption => ({
  name: model,
  popular,
});

/**
 * A make's models for the search form; none without a make or while the first list loads. The
 * make the page was rendered with keeps the server's list (`initial`), without a refetch.
 */
export function useModels(
  make: string | null,
  initial: { make: string | null; models: ModelOption[] },
) {
  const own = make !== null && make === initial.make;
  const { data, isLoading } = useSWR<ApiModel[]>(make && !own ? swrKeys.models(make) : null, {
    revalidateOnFocus: false,
    onError: (err) => console.error("[search] models:", err),
  });
  if (own) return { models: initial.models, isLoading: false };
  return { models: make && data ? data.map(modelOptionOf) : NONE, isLoading };
}
