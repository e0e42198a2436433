import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { generations, makes, models } from "@/lib/db/schema";
import type { CatalogOption, GenerationOption } from "./options";
import { ttlCache } from "./cache";

// The search form's registry reads, straight from the registry tables. The registry issue
// brings lib/registry/queries.ts; these few reads can move onto it after that merge.

const catalogCache = ttlCache<CatalogOption[]>(60_000, 1);

/** Every make with its models, popular ones flagged, in registry order (kept a minute). */
export function getCatalogOptions(): Promise<CatalogOption[]> {
  return catalogCache("all", loadCatalog);
}

async function loadCatalog(): Promise<CatalogOption[]> {
  const rows = await getDb()
    .select({
      make: makes.name,
      makeSlug: makes.slug,
      makePopular: makes.popular,
      color: makes.color,
      model: models.name,
      modelSlug: models.slug,
      modelPopular: models.popular,
    })
    .from(makes)
    .leftJoin(models, eq(models.makeId, makes.id))
    .orderBy(asc(makes.position), asc(makes.name), asc(models.position), asc(models.name));
  const byMake = new Map<string, CatalogOption>();
  for (const r of rows) {
    let make = byMake.get(r.make);
    if (!make) {
      make = { name: r.make, slug: r.makeSlug, popular: r.makePopular, color: r.color, models: [] };
      byMake.set(r.make, make);
    }
    if (r.model && r.modelSlug) make.models.push({ name: r.model, slug: r.modelSlug, popular: !!r.modelPopular });
  }
  return [...byMake.values()];
}

/** Generations of the given models of one make (the form loads them for popular makes only). */
export async function getGenerationOptions(make: string, modelNames: string[]): Promise<GenerationOption[]> {
  if (modelNames.length === 0) return [];
  return getDb()
    .select({
      id: generations.id,
      name: generations.name,
      model: models.name,
      startYear: generations.startYear,
      endYear: generations.endYear,
    })
    .from(generations)
    .innerJoin(models, eq(models.id, generations.modelId))
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(and(eq(makes.name, make), eq(makes.popular, true), inArray(models.name, modelNames)))
    .orderBy(asc(models.position), asc(generations.startYear));
}
