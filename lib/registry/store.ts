import "server-only";
// The registry tables held in memory: read once per process, then served from this index.
// syncRegistry invalidates it; a background reload after REFRESH_MS keeps several instances
// (or a registry changed by another process) eventually in step.
import { asc } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { generations, makes, models, variants } from "@/lib/infra/db/schema";
import { buildLookup, indexKeys } from "./match";
import type { BodyType } from "@/lib/enums";
import {
  generationImageUrl,
  logoUrl,
  productionYears,
  type GenerationView,
  type MakeView,
  type ModelView,
  type VariantView,
} from "./views";

export interface ModelEntry {
  view: ModelView;
  generations: GenerationView[];
  variants: VariantView[];
}

export interface MakeEntry {
  view: MakeView;
  models: ModelEntry[];
  modelLookup: Map<string, ModelEntry>;
}

export interface RegistryIndex {
  makes: MakeEntry[];
  makeLookup: Map<string, MakeEntry>;
  makeBySlug: Map<string, MakeEntry>;
  generationById: Map<number, GenerationView>;
  loadedAt: number;
}

const REFRESH_MS = 10 * 60_000;

interface Holder {
  index?: RegistryIndex;
  loading?: { gen: number; promise: Promise<RegistryIndex> };
  generation: number;
}
const g = globalThis as unknown as { __vozovnaRegistry?: Holder };
const holder = (g.__vozovnaRegistry ??= { generation: 0 });

async function readTables(db: Db) {
  return Promise.all([
    db.select().from(makes).orderBy(asc(makes.position), asc(makes.id)),
    db.select().from(models).orderBy(asc(models.makeId), asc(models.position), asc(models.id)),
    db
      .select()
      .from(generations)
      .orderBy(asc(generations.modelId), asc(generations.position), asc(generations.id)),
    db
      .select()
      .from(variants)
      .orderBy(asc(variants.modelId), asc(variants.position), asc(variants.id)),
  ]);
}

type Tables = Awaited<ReturnType<typeof readTables>>;

/** Distinct variant names of a model, in generation order, with the generations they belong to. */
function modelVariants(gens: GenerationView[], rows: Tables[3]): VariantView[] {
  const genOrder = new Map(gens.map((x, i) => [x.id, i]));
  const order = (id: number | null) => (id === null ? -1 : (genOrder.get(id) ?? gens.length));
  const sorted = [...rows].sort(
    (a, b) => order(a.generationId) - order(b.generationId) || a.position - b.position,
  );
  const byName = new Map<string, VariantView>();
  for (const v of sorted) {
    const entry = byName.get(v.name) ?? { name: v.name, generationIds: [] };
    if (v.generationId !== null && !entry.generationIds.includes(v.generationId)) {
      entry.generationIds.push(v.generationId);
    }
    byName.set(v.name, entry);
  }
  return [...byName.values()];
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export function buildIndex([makeRows, modelRows, genRows, variantRows]: Tables): RegistryIndex {
  const modelsByMake = groupBy(modelRows, (r) => r.makeId);
  const gensByModel = groupBy(genRows, (r) => r.modelId);
  const variantsByModel = groupBy(variantRows, (r) => r.modelId);
  const generationById = new Map<number, GenerationView>();

  const makeEntries = makeRows.map((mk): MakeEntry => {
    const view: MakeView = {
      id: mk.id,
      name: mk.name,
      slug: mk.slug,
      popular: mk.popular,
      color: mk.color,
      country: mk.country,
      logo: logoUrl(mk.slug),
    };
    const modelEntries = (modelsByMake.get(mk.id) ?? []).map((md): ModelEntry => {
      const modelView: ModelView = {
        id: md.id,
        name: md.name,
        slug: md.slug,
        popular: md.popular,
        make: mk.name,
        makeSlug: mk.slug,
      };
      const gens = (gensByModel.get(md.id) ?? []).map((gr): GenerationView => ({
        id: gr.id,
        name: gr.name,
        slug: gr.slug,
        make: mk.name,
        makeSlug: mk.slug,
        model: md.name,
        modelSlug: md.slug,
        from: gr.startYear,
        to: gr.endYear,
        productionYears: productionYears(gr.startYear, gr.endYear),
        minPrice: gr.minPrice,
        bodyTypes: gr.bodyTypes as BodyType[],
        image: generationImageUrl(gr.id),
        uploadedImage: gr.imageUrl,
      }));
      for (const gv of gens) generationById.set(gv.id, gv);
      return {
        view: modelView,
        generations: gens,
        variants: modelVariants(gens, variantsByModel.get(md.id) ?? []),
      };
    });
    return {
      view,
      models: modelEntries,
      modelLookup: buildLookup(modelEntries, (e) => indexKeys(e.view.slug, e.view.name)),
    };
  });

  return {
    makes: makeEntries,
    makeLookup: buildLookup(makeEntries, (e) => indexKeys(e.view.slug, e.view.name)),
    makeBySlug: new Map(makeEntries.map((e) => [e.view.slug, e])),
    generationById,
    loadedAt: Date.now(),
  };
}

function load(): Promise<RegistryIndex> {
  const gen = holder.generation;
  if (holder.loading?.gen === gen) return holder.loading.promise;
  const promise: Promise<RegistryIndex> = readTables(getDb())
    .then(buildIndex)
    .then((index) => {
      // A sync that ran while the tables were read makes this result stale: keep it out of the cache.
      if (holder.generation === gen) holder.index = index;
      return index;
    })
    .finally(() => {
      if (holder.loading?.promise === promise) holder.loading = undefined;
    });
  holder.loading = { gen, promise };
  return promise;
}

/** The in-memory registry; the first call of a process reads the tables. */
export async function getRegistryIndex(): Promise<RegistryIndex> {
  const index = holder.index;
  if (!index) return load();
  if (Date.now() - index.loadedAt > REFRESH_MS && !holder.loading) {
    load().catch((err) => console.error("[registry] background reload failed:", err));
  }
  return index;
}

/** Drops the in-memory registry; the next read loads the tables again. */
export function invalidateRegistryCache() {
  holder.generation++;
  holder.index = undefined;
}
