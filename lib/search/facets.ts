// Issue 29's facet landing pages, declared once: /{make}/{model}/{facet} and /{facet} (across
// makes) are search pages whose path sets a body type, 4×4, a fuel or a region. Each facet is a
// slug and the search filters it sets (filter-table.ts's values, so the search, its form and its
// chips treat them as any other filter). Client-safe: the search screen's links import this.
import type { BodyType, SearchFuel } from "@/lib/enums";
import { REGIONS, type Region } from "@/lib/enums/car-data";
import type { FilterValues } from "./filter-table";

/**
 * Below this many active ads a facet page is thin content: it answers `noindex`, stays out of the
 * sitemap and gets no link from the make and model pages (a person who finds it still gets the page).
 */
export const FACET_MIN_ADS = 3;

/** The groups the make and model pages list their facet links under. */
export type FacetGroup = "body" | "fuel" | "region";

interface FacetBase {
  slug: string;
  group: FacetGroup;
  /** served only under a model (/{make}/{model}/{slug}), not across makes */
  modelOnly: boolean;
}
/** A body type, 4×4 or a fuel: named by `landing.facets.{slug}` (and `landing.facetsAll.{slug}` across makes). */
export interface NamedFacet extends FacetBase {
  kind: "named";
  slug: NamedSlug;
  filters: FilterValues;
}
/** A region: named by `enums.region.{slug}`. */
export interface RegionFacet extends FacetBase {
  kind: "region";
  slug: Region;
  filters: { region: readonly [Region] };
}
export type Facet = NamedFacet | RegionFacet;

const body = (...types: BodyType[]) => ({
  group: "body" as const,
  modelOnly: false,
  filters: { body_type: types },
});
const fuel = (f: SearchFuel) => ({
  group: "fuel" as const,
  modelOnly: true,
  filters: { fuel_type: f },
});

/** The named facets in the order the links list them (the slugs are Czech, as the paths are). */
const NAMED = {
  kombi: body("ESTATE_CAR"),
  suv: body("THREE_DOOR_SUV", "FIVE_DOOR_SUV"),
  sedan: body("SEDAN_SALOON"),
  hatchback: body("THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"),
  liftback: body("LIFTBACK"),
  mpv: body("MINIVAN"),
  kabriolet: body("CONVERTIBLE"),
  kupe: body("COUPE"),
  dodavka: body("VAN"),
  pickup: body("PICKUP"),
  "4x4": { group: "body" as const, modelOnly: false, filters: { drive_type: ["AWD"] as const } },
  nafta: fuel("diesel"),
  benzin: fuel("petrol"),
  elektro: fuel("electric"),
  hybrid: fuel("hybrid"),
  "lpg-cng": fuel("gas"),
} satisfies Record<string, Omit<NamedFacet, "kind" | "slug">>;
export type NamedSlug = keyof typeof NAMED;

/** Every facet: the named ones, then the regions in REGIONS' order. */
export const FACETS: readonly Facet[] = [
  ...Object.entries(NAMED).map(([slug, f]): NamedFacet => ({
    kind: "named",
    slug: slug as NamedSlug,
    ...f,
  })),
  ...REGIONS.map((slug): RegionFacet => ({
    kind: "region",
    slug,
    group: "region",
    modelOnly: false,
    filters: { region: [slug] },
  })),
];

const BY_SLUG = new Map<string, Facet>(FACETS.map((f) => [f.slug, f]));

/**
 * The facet of a path segment (decoded, any case), or undefined. Across makes (`model` false) the
 * model-only facets are none; the caller checks first that no make has the slug.
 */
export function facetOf(segment: string, { model }: { model: boolean }): Facet | undefined {
  let slug: string;
  try {
    slug = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  const facet = BY_SLUG.get(slug);
  return facet && (model || !facet.modelOnly) ? facet : undefined;
}

/** The ad columns a facet tests (the `ads` table's field names) and the ad values it stands for. */
export type FacetColumn = "bodyType" | "driveType" | "fuelType" | "region";

/** A facet's column and values, as the grouped counts (lib/search/facet-counts.ts) read them. */
export function facetAdValues(f: Facet): { column: FacetColumn; values: readonly string[] } {
  const v: FilterValues = f.filters;
  if (v.body_type) return { column: "bodyType", values: v.body_type };
  if (v.drive_type) return { column: "driveType", values: v.drive_type };
  if (v.fuel_type) return { column: "fuelType", values: [v.fuel_type] };
  return { column: "region", values: v.region ?? [] };
}

/** Active ads per column value (`column\u0000value` → count), as the grouped counts give them. */
export type FacetValueCounts = ReadonlyMap<string, number>;
export const valueCountKey = (column: FacetColumn, value: string) => `${column}\u0000${value}`;

/** A facet's active ads from the counts of its scope (one model, or every ad). */
export const facetCount = (f: Facet, counts: FacetValueCounts) => {
  const { column, values } = facetAdValues(f);
  return values.reduce((n, v) => n + (counts.get(valueCountKey(column, v)) ?? 0), 0);
};
