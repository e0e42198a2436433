"use client";
import useSWR from "swr";
import { apiFetch } from "@/lib/infra/api/client";
import type { ApiGeneration } from "@/lib/registry/api";
import { MAX_MODELS } from "@/lib/search/constants";
import type { GenerationOption } from "@/lib/search/options";
import { swrKeys } from "./keys";

const NONE: GenerationOption[] = [];

/** The search form's shape of a generation; `production_years` reads "2012-2020" or "2020-". */
export function generationOptionOf(g: ApiGeneration): GenerationOption {
  const [from, to] = g.production_years.split("-");
  return {
    id: g.gen_id,
    name: g.generation,
    model: g.model,
    startYear: Number(from),
    endYear: to ? Number(to) : null,
  };
}

/** Each model's generations (GET /api/makes/{make}/models/{model}/gens/); an unknown model has none. */
async function fetchGenerations([, make, ...models]: readonly string[]): Promise<
  GenerationOption[]
> {
  const lists = await Promise.all(
    models.map((model) =>
      apiFetch<ApiGeneration[]>(swrKeys.generations(make, model)).catch(() => []),
    ),
  );
  return lists.flat().map(generationOptionOf);
}

/**
 * Generations of the chosen models, for popular makes only (seed 000 §4) and at most 15 models.
 * The make and models the page was rendered with keep the server's list, without a refetch.
 */
export function useGenerations(
  make: { name: string; popular: boolean } | undefined,
  models: string[],
  initial: { make: string | null; models: string[]; generations: GenerationOption[] },
) {
  const wanted = !!make?.popular && models.length > 0 && models.length <= MAX_MODELS;
  const own = wanted && make.name === initial.make && models.join("|") === initial.models.join("|");
  const key = wanted && !own ? ["generations", make.name, ...models] : null;
  const { data } = useSWR(key, fetchGenerations, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  if (!wanted) return { generations: NONE };
  if (own) return { generations: initial.generations };
  return { generations: (data ?? initial.generations).filter((g) => models.includes(g.model)) };
}
