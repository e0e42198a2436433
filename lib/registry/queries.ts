import "server-only";
// Registry reads for server components and the /api/makes routes, served from memory
// (lib/registry/store.ts). Functions taking a make or model *name* accept any spelling
// findMake understands and throw AppError not_found for an unknown one (the API's 404);
// the *BySlug and find* functions return null instead, for pages that call notFound().
import { AppError } from "@/lib/infra/errors";
import { findEngine } from "./engines";
import { decodeName, lookup } from "./match";
import { getRegistryIndex, type MakeEntry, type ModelEntry } from "./store";
import type { GenerationView, MakeView, ModelView, ModelWithVariants, VariantView } from "./views";

export { invalidateRegistryCache } from "./store";

async function makeEntry(name: string): Promise<MakeEntry | undefined> {
  return lookup((await getRegistryIndex()).makeLookup, name, { makeAliases: true });
}

async function requireMake(name: string): Promise<MakeEntry> {
  const entry = await makeEntry(name);
  if (!entry) throw new AppError("not_found", `Unknown make: ${decodeName(name)}`);
  return entry;
}

async function requireModel(make: string, model: string): Promise<ModelEntry> {
  const entry = lookup((await requireMake(make)).modelLookup, model);
  if (!entry) throw new AppError("not_found", `Unknown model: ${decodeName(model)}`);
  return entry;
}

/** Every make in order of Czech market popularity; `popular` keeps the popular ones only. */
export async function getMakes({ popular = false }: { popular?: boolean } = {}): Promise<
  MakeView[]
> {
  const { makes } = await getRegistryIndex();
  return makes.filter((m) => !popular || m.view.popular).map((m) => m.view);
}

export async function getMakeBySlug(slug: string): Promise<MakeView | null> {
  return (await getRegistryIndex()).makeBySlug.get(slug)?.view ?? null;
}

/** Case-, diacritics- and separator-insensitive: "Škoda", "skoda", "ŠKODA", "land-rover", "VW". */
export async function findMake(name: string): Promise<MakeView | null> {
  return (await makeEntry(name))?.view ?? null;
}

export async function getModels({
  make,
  popular = false,
}: {
  make: string;
  popular?: boolean;
}): Promise<ModelView[]> {
  const { models } = await requireMake(make);
  return models.filter((m) => !popular || m.view.popular).map((m) => m.view);
}

export async function getModelBySlug(
  makeSlug: string,
  modelSlug: string,
): Promise<ModelView | null> {
  const entry = (await getRegistryIndex()).makeBySlug.get(makeSlug);
  return entry?.models.find((m) => m.view.slug === modelSlug)?.view ?? null;
}

export async function findModel(make: string, name: string): Promise<ModelView | null> {
  const entry = await makeEntry(make);
  return (entry && lookup(entry.modelLookup, name)?.view) ?? null;
}

/** A make's models, each with its distinct variant names. */
export async function getModelsWithVariants(make: string): Promise<ModelWithVariants[]> {
  const { models } = await requireMake(make);
  return models.map((m) => ({ ...m.view, variants: m.variants }));
}

export async function getGenerations({
  make,
  model,
}: {
  make: string;
  model: string;
}): Promise<GenerationView[]> {
  return (await requireModel(make, model)).generations;
}

export async function getGenerationById(id: number): Promise<GenerationView | null> {
  return (await getRegistryIndex()).generationById.get(id) ?? null;
}

/** A model's variants with their engines; with `generationId`, only those of that generation (and its engines). */
export async function getVariants({
  make,
  model,
  generationId,
}: {
  make: string;
  model: string;
  generationId?: number;
}): Promise<VariantView[]> {
  const entry = await requireModel(make, model);
  const generation =
    generationId === undefined
      ? undefined
      : entry.generations.find((g) => g.id === generationId)?.name;
  const names = { make: entry.view.make, model: entry.view.name, generation };
  return entry.variants
    .filter((v) => generationId === undefined || v.generationIds.includes(generationId))
    .map((v) => ({ ...v, engine: findEngine({ ...names, variant: v.name }) }));
}

/** Sizes of the registry, for reports and health checks. */
export async function getRegistryCounts() {
  const { makes, generationById } = await getRegistryIndex();
  const models = makes.flatMap((m) => m.models);
  return {
    makes: makes.length,
    models: models.length,
    generations: generationById.size,
    variants: models.reduce((sum, m) => sum + m.variants.length, 0),
  };
}
