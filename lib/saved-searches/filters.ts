// A saved search's filters (seed 000 §3): `filters` holds the make list and the plain filters in
// their URL form, `catalog_filter` the catalog items, exactly as the search API takes them. One
// conversion to the search's own SearchFilters, through the search API's strict parser, so a saved
// search counts and matches exactly what the search API does for the same filters. Client-safe.
import { z } from "zod";
import { FILTER_KEYS, filterEntries, type FilterKey } from "@/lib/search/filters";
import {
  catalogItemSchema,
  DEFAULT_ORDERING,
  parseApiSearchParams,
  SearchParamsError,
  type CatalogItem,
  type SearchFilters,
} from "@/lib/search/schemas";

/** The keys a saved search's `filters` may hold: the make list and every search filter but created_after. */
export const SAVED_FILTER_KEYS = FILTER_KEYS.filter(
  (k): k is Exclude<FilterKey, "created_after"> => k !== "created_after",
);
type SavedFilterKey = (typeof SAVED_FILTER_KEYS)[number];

/** The stored form: the URL text of each set filter, plus the makes of the catalog items. */
export type SavedFilters = { make?: string[] } & { [K in SavedFilterKey]?: string };

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
/** What a client may send as `filters`: scalars or lists of them; unknown keys (ordering, page) are dropped. */
export const savedFiltersInputSchema = z.record(
  z.string().max(50),
  z.union([scalar, z.array(scalar).max(50), z.null()]),
);
export const catalogFilterInputSchema = z.array(catalogItemSchema).max(50);

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/**
 * The saved search's filters as the search reads them. Throws SearchParamsError naming
 * `filters.<key>` or `catalog_filter` for a malformed value (the API answers 400 with it).
 */
export function toSearchFilters(
  filters: Record<string, unknown>,
  catalogFilter: CatalogItem[],
): SearchFilters {
  const q = new URLSearchParams();
  for (const key of SAVED_FILTER_KEYS) {
    const raw = filters[key];
    // a list filter may come as a list (["ESTATE_CAR", "FIVE_DOOR_SUV"]): its URL text joins them
    const value = Array.isArray(raw) ? raw.map(text).join(",") : raw;
    if (text(value).trim() !== "") q.set(key, text(value));
  }
  for (const item of catalogFilter) q.append("catalog_filter", JSON.stringify(item));
  try {
    return { ...parseApiSearchParams(q), ordering: DEFAULT_ORDERING, page: 1 };
  } catch (err) {
    if (err instanceof SearchParamsError)
      throw new SearchParamsError(
        Object.fromEntries(
          Object.entries(err.fields).map(([k, v]) => [
            k === "catalog_filter" ? k : `filters.${k}`,
            v,
          ]),
        ),
      );
    throw err;
  }
}

/** The stored `filters` of parsed search filters: URL texts of the set filters and the make list. */
export function toSavedFilters(f: SearchFilters): SavedFilters {
  const saved: SavedFilters = {};
  for (const [key, value] of filterEntries(f))
    if (key !== "created_after") saved[key as SavedFilterKey] = value;
  const makes = [...new Set(f.catalog.map((c) => c.make).filter((m): m is string => !!m))];
  if (makes.length) saved.make = makes;
  return saved;
}

/** A catalog item with its lists sorted and empty parts left out: equal items, equal texts. */
function catalogKey(item: CatalogItem): string {
  const ids = [...new Set(item.generation_ids ?? [])].sort((a, b) => a - b);
  const variants = [...new Set(item.variants ?? [])].sort();
  return JSON.stringify([item.make ?? "", item.model ?? "", ids, variants]);
}

/**
 * One text per search: two stored searches with equal keys find the same ads (the make list is
 * derived from the catalog, the catalog's items and their lists are unordered alternatives).
 */
export function savedSearchKey(filters: SavedFilters, catalog: CatalogItem[]): string {
  const plain = SAVED_FILTER_KEYS.flatMap((k) =>
    filters[k] !== undefined ? [[k, filters[k]]] : [],
  );
  const items = [...new Set(catalog.map(catalogKey))].sort();
  return JSON.stringify([plain, items]);
}
