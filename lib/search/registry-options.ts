import "server-only";
import { getGenerations, getMakes, getModels } from "@/lib/registry/queries";
import { getRegistryIndex } from "@/lib/registry/store";
import type { CatalogOption, GenerationOption } from "./options";

// The search form's registry reads, over lib/registry/queries (served from memory).

const catalogs = new WeakMap<object, Promise<CatalogOption[]>>();

/** Every make with its models, popular ones flagged, in order of Czech popularity (made once per registry load). */
export async function getCatalogOptions(): Promise<CatalogOption[]> {
  const registry = await getRegistryIndex();
  let catalog = catalogs.get(registry);
  if (!catalog) {
    catalog = buildCatalog();
    catalogs.set(registry, catalog);
    catalog.catch(() => catalogs.delete(registry));
  }
  return catalog;
}

async function buildCatalog(): Promise<CatalogOption[]> {
  const makes = await getMakes();
  return Promise.all(
    makes.map(async (m) => ({
      name: m.name,
      slug: m.slug,
      popular: m.popular,
      color: m.color,
      logo: m.logo,
      models: (await getModels({ make: m.name })).map((x) => ({
        name: x.name,
        slug: x.slug,
        popular: x.popular,
      })),
    })),
  );
}

/** Generations of the given models of one make; only popular makes have them in the form. */
export async function getGenerationOptions(
  make: string,
  modelNames: string[],
): Promise<GenerationOption[]> {
  const entry = (await getMakes({ popular: true })).find((m) => m.name === make);
  if (!entry || modelNames.length === 0) return [];
  const lists = await Promise.all(
    modelNames.map((model) => getGenerations({ make, model }).catch(() => [])), // unknown model: none
  );
  return lists
    .flat()
    .map((g) => ({ id: g.id, name: g.name, model: g.model, startYear: g.from, endYear: g.to }));
}
