"use server";

import { getGenerationOptions } from "./registry-options";
import type { GenerationOption } from "./options";

/** Generations of the chosen models, for the search form (popular makes only, seed 000 §4). */
export async function loadGenerations(make: string, models: string[]): Promise<GenerationOption[]> {
  if (typeof make !== "string" || !Array.isArray(models) || models.length > 15) return [];
  return getGenerationOptions(make, models.filter((m): m is string => typeof m === "string").slice(0, 15));
}
