"use server";

import { getCatalogOptions, getGenerationOptions } from "./registry-options";
import { toModelOption, type GenerationOption, type ModelOption } from "./options";

/** Models of a make, for the search form after a make is chosen. */
export async function loadModels(make: string): Promise<ModelOption[]> {
  if (typeof make !== "string") return [];
  return ((await getCatalogOptions()).find((m) => m.name === make)?.models ?? []).map(toModelOption);
}

/** Generations of the chosen models, for the search form (popular makes only, seed 000 §4). */
export async function loadGenerations(make: string, models: string[]): Promise<GenerationOption[]> {
  if (typeof make !== "string" || !Array.isArray(models) || models.length > 15) return [];
  return getGenerationOptions(make, models.filter((m): m is string => typeof m === "string").slice(0, 15));
}
