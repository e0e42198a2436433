// Writes the authored registry (catalog/registry) into the registry tables. Idempotent and
// id-preserving (upserts by name), skipped when the data has not changed since the last sync.
import { createHash } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/infra/db/client";
import { generations, importRuns, makes, models, variants } from "@/lib/infra/db/schema";
import { MAKES } from "../../catalog/registry";
import { slugify } from "./slug";
import { invalidateRegistryCache } from "./store";
import type { MakeData } from "./types";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

function uniqueSlugs<T>(items: T[], name: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = slugify(name(item)) || "x";
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

export function registryHash(data: MakeData[] = MAKES) {
  return createHash("sha256").update(JSON.stringify(data)).digest("hex").slice(0, 16);
}

async function insertChunked<T>(items: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await fn(items.slice(i, i + size));
}

export async function syncRegistry(db: Db, data: MakeData[] = MAKES): Promise<boolean> {
  const hash = registryHash(data);
  const [last] = await db
    .select({ stats: importRuns.stats })
    .from(importRuns)
    .where(and(eq(importRuns.source, "registry"), eq(importRuns.status, "done")))
    .orderBy(desc(importRuns.id))
    .limit(1);
  if ((last?.stats as { hash?: string } | undefined)?.hash === hash) return false;

  await db.transaction(async (tx) => {
    const makeSlugs = uniqueSlugs(data, (m) => m.name);
    const makeRows = await tx
      .insert(makes)
      .values(
        data.map((m, i) => ({
          name: m.name,
          slug: makeSlugs[i],
          popular: !!m.popular,
          position: i,
          color: m.color ?? null,
          country: m.country ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: makes.name,
        set: {
          slug: excluded("slug"),
          popular: excluded("popular"),
          position: excluded("position"),
          color: excluded("color"),
          country: excluded("country"),
        },
      })
      .returning({ id: makes.id, name: makes.name });
    const makeId = new Map(makeRows.map((r) => [r.name, r.id]));

    const modelValues = data.flatMap((m) => {
      const slugs = uniqueSlugs(m.models, (x) => x.name);
      return m.models.map((model, i) => ({
        makeId: makeId.get(m.name)!,
        name: model.name,
        slug: slugs[i],
        popular: !!model.popular,
        position: i,
      }));
    });
    const modelId = new Map<string, number>();
    await insertChunked(modelValues, 500, async (chunk) => {
      const rows = await tx
        .insert(models)
        .values(chunk)
        .onConflictDoUpdate({
          target: [models.makeId, models.name],
          set: {
            slug: excluded("slug"),
            popular: excluded("popular"),
            position: excluded("position"),
          },
        })
        .returning({ id: models.id, makeId: models.makeId, name: models.name });
      for (const r of rows) modelId.set(`${r.makeId}/${r.name}`, r.id);
    });

    const genValues = data.flatMap((m) =>
      m.models.flatMap((model) => {
        const mid = modelId.get(`${makeId.get(m.name)}/${model.name}`)!;
        const slugs = uniqueSlugs(model.generations, (g) => g.name);
        return model.generations.map((g, i) => ({
          modelId: mid,
          name: g.name,
          slug: slugs[i],
          startYear: g.from,
          endYear: g.to,
          minPrice: g.minPrice ?? null,
          bodyTypes: g.bodyTypes,
          position: i,
          variantNames: g.variants ?? [],
        }));
      }),
    );
    const genId = new Map<string, number>();
    await insertChunked(genValues, 500, async (chunk) => {
      const rows = await tx
        .insert(generations)
        .values(chunk.map(({ variantNames: _v, ...g }) => g))
        .onConflictDoUpdate({
          target: [generations.modelId, generations.slug],
          set: {
            name: excluded("name"),
            startYear: excluded("start_year"),
            endYear: excluded("end_year"),
            minPrice: excluded("min_price"),
            bodyTypes: excluded("body_types"),
            position: excluded("position"),
          },
        })
        .returning({ id: generations.id, modelId: generations.modelId, slug: generations.slug });
      for (const r of rows) genId.set(`${r.modelId}/${r.slug}`, r.id);
    });

    const variantValues = genValues.flatMap((g) =>
      [...new Set(g.variantNames)].map((name, i) => ({
        modelId: g.modelId,
        generationId: genId.get(`${g.modelId}/${g.slug}`)!,
        name,
        position: i,
      })),
    );
    const variantIds: number[] = [];
    await insertChunked(variantValues, 1000, async (chunk) => {
      const rows = await tx
        .insert(variants)
        .values(chunk)
        .onConflictDoUpdate({
          target: [variants.modelId, variants.generationId, variants.name],
          set: { position: excluded("position") },
        })
        .returning({ id: variants.id });
      variantIds.push(...rows.map((r) => r.id));
    });
    // Rows the authored data no longer has (renamed or removed) go; ads keep their text fields
    // and lose only the generation link (ON DELETE SET NULL).
    await tx.delete(variants).where(notInArray(variants.id, variantIds.length ? variantIds : [0]));
    await tx.delete(generations).where(notInArray(generations.id, [...genId.values(), 0]));
    await tx.delete(models).where(notInArray(models.id, [...modelId.values(), 0]));
    await tx.delete(makes).where(notInArray(makes.id, [...makeId.values(), 0]));
    await tx.insert(importRuns).values({
      source: "registry",
      status: "done",
      finishedAt: new Date(),
      stats: {
        hash,
        makes: makeRows.length,
        models: modelValues.length,
        generations: genValues.length,
        variants: variantValues.length,
      },
    });
  });
  invalidateRegistryCache();
  return true;
}
