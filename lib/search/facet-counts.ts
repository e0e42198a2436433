import "server-only";
import { and, eq, max, sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import {
  facetAdValues,
  facetCount,
  FACET_MIN_ADS,
  FACETS,
  valueCountKey,
  type Facet,
  type FacetColumn,
  type FacetValueCounts,
} from "./facets";

// How many active ads each facet page (lib/search/facets.ts) would list, for the sitemap and the
// make and model pages' facet links: one grouped read (GROUPING SETS, one set per facet column),
// not one search per facet.

const FACET_COLUMNS = [
  "bodyType",
  "driveType",
  "fuelType",
  "region",
] as const satisfies readonly FacetColumn[];

/** Active ads of one column's value, in one model (make and model set) or across makes (null). */
export interface FacetGroup {
  make: string | null;
  model: string | null;
  column: FacetColumn;
  value: string;
  count: number;
  /** the newest ad's creation */
  lastmod: Date | null;
}

/**
 * Active ads grouped by each facet column, per model (every model, or only those of `scope`) and,
 * without a scope, also across makes. A row of one set has the other sets' columns null, so a
 * row's non-null facet column is the one it counts (an ad without that value counts for no facet).
 */
export async function getFacetGroups(scope?: {
  make: string;
  model?: string;
}): Promise<FacetGroup[]> {
  const sets: SQL[] = FACET_COLUMNS.map((c) => sql`(${ads.make}, ${ads.model}, ${ads[c]})`);
  if (!scope) sets.push(...FACET_COLUMNS.map((c) => sql`(${ads[c]})`));
  const rows = await getDb()
    .select({
      make: ads.make,
      model: ads.model,
      bodyType: ads.bodyType,
      driveType: ads.driveType,
      fuelType: ads.fuelType,
      region: ads.region,
      count: sql<number>`count(*)`.mapWith(Number),
      lastmod: max(ads.createdDate),
    })
    .from(ads)
    .where(
      and(
        eq(ads.status, "active"),
        scope && eq(ads.make, scope.make),
        scope?.model === undefined ? undefined : eq(ads.model, scope.model),
      ),
    )
    .groupBy(sql`grouping sets (${sql.join(sets, sql`, `)})`);
  return rows.flatMap((r) =>
    FACET_COLUMNS.flatMap((column) => {
      const value = r[column];
      return value === null
        ? []
        : [{ make: r.make, model: r.model, column, value, count: r.count, lastmod: r.lastmod }];
    }),
  );
}

/** Counts by column value of some groups (one model's, or the across-makes ones). */
export function valueCounts(groups: readonly FacetGroup[]): FacetValueCounts {
  const counts = new Map<string, number>();
  for (const g of groups) {
    const key = valueCountKey(g.column, g.value);
    counts.set(key, (counts.get(key) ?? 0) + g.count);
  }
  return counts;
}

/**
 * The facets with at least FACET_MIN_ADS active ads among some groups (one model's, or the
 * across-makes ones), each with its newest ad's creation.
 */
export function listedFacets(
  groups: readonly FacetGroup[],
  facets: readonly Facet[] = FACETS,
): { facet: Facet; count: number; lastmod: Date | null }[] {
  const counts = valueCounts(groups);
  return facets.flatMap((facet) => {
    const count = facetCount(facet, counts);
    if (count < FACET_MIN_ADS) return [];
    const { column, values } = facetAdValues(facet);
    const dates = groups
      .filter((g) => g.column === column && values.includes(g.value) && g.lastmod)
      .map((g) => g.lastmod!.getTime());
    return [{ facet, count, lastmod: dates.length ? new Date(Math.max(...dates)) : null }];
  });
}

/** A model's facets with at least FACET_MIN_ADS active ads (its page's links; read once a request). */
export const getModelFacets = cache(async (make: string, model: string) =>
  listedFacets(await getFacetGroups({ make, model })),
);

/**
 * A make's models' facets with at least FACET_MIN_ADS active ads, the most ads first (its page's
 * links; read once a request).
 */
export const getMakeFacets = cache(async (make: string) => {
  const byModel = new Map<string, FacetGroup[]>();
  for (const g of await getFacetGroups({ make })) {
    const list = byModel.get(g.model!);
    if (list) list.push(g);
    else byModel.set(g.model!, [g]);
  }
  return [...byModel]
    .flatMap(([model, groups]) => listedFacets(groups).map((f) => ({ model, ...f })))
    .sort((a, b) => b.count - a.count);
});
