// Compiling a search for the in-process index: its filters as bounds, masks over the index's
// dictionaries and catalog items as codes. Each filter of ../filters.ts has its entry in
// INDEX_FILTERS (a Record over FilterKey: a filter without one does not compile).
import { CONDITION_GROUPS, transmissionValues } from "@/lib/enums";
import type { CatalogItem, SearchFilters } from "../constants";
import { FILTER_KEYS, hasAnyFilter, type FilterKey, type FilterValue } from "../filters";
import { NONE, type Dictionaries, type IndexColumns } from "./columns";
import type { Dictionary } from "./lists";

export interface CompiledItem {
  make: number;
  model: number;
  generations: Set<number> | null;
  variants: Set<number> | null;
}

export interface Compiled {
  any: boolean;
  minYear: number;
  maxYear: number;
  minPrice: number;
  maxPrice: number;
  mileage: boolean;
  minMileage: number;
  maxMileage: number;
  power: boolean;
  minPower: number;
  maxPower: number;
  fuel: Uint8Array | null;
  transmission: Uint8Array | null;
  condition: Uint8Array | null;
  vat: boolean;
  minCreated: number;
  items: CompiledItem[] | null;
}

/** The codes of these values (null = unknown) as a mask over a dictionary. */
function mask(dict: Dictionary, values: readonly (string | null)[]) {
  const m = new Uint8Array(dict.size);
  for (const v of values) {
    const c = v === null ? 0 : dict.find(v);
    if (c >= 0) m[c] = 1;
  }
  return m;
}

/** Each filter of ./filters.ts as its part of the compiled search (the SQL is in ./filters.sql.ts). */
type IndexFilters = {
  [K in FilterKey]: (c: Compiled, v: FilterValue<K>, dict: Dictionaries) => void;
};
const INDEX_FILTERS: IndexFilters = {
  min_year: (c, v) => void (c.minYear = v),
  max_year: (c, v) => void (c.maxYear = v),
  min_mileage: (c, v) => void ((c.mileage = true), (c.minMileage = v)),
  max_mileage: (c, v) => void ((c.mileage = true), (c.maxMileage = v)),
  min_power_kw: (c, v) => void ((c.power = true), (c.minPower = v)),
  max_power_kw: (c, v) => void ((c.power = true), (c.maxPower = v)),
  min_price: (c, v) => void (c.minPrice = v),
  max_price: (c, v) => void (c.maxPrice = v),
  fuel_type: (c, v, dict) => void (c.fuel = mask(dict.fuel, [v === "unknown" ? null : v])),
  transmission: (c, v, dict) =>
    void (c.transmission = mask(dict.transmission, transmissionValues(v))),
  condition: (c, v, dict) => void (c.condition = mask(dict.condition, CONDITION_GROUPS[v])),
  vat_refund: (c) => void (c.vat = true),
  // microseconds, as the rows hold them
  created_after: (c, v) => void (c.minCreated = Date.parse(v) * 1000),
};

function compileFilter<K extends FilterKey>(
  c: Compiled,
  f: SearchFilters,
  key: K,
  dict: Dictionaries,
) {
  const v = f[key];
  if (v !== undefined) INDEX_FILTERS[key](c, v, dict);
}

/** A search as the scan reads it. */
export function compile(ix: IndexColumns, f: SearchFilters): Compiled {
  const items = f.catalog.length ? f.catalog.map((item) => compileItem(ix, item)) : null;
  const c: Compiled = {
    any: hasAnyFilter(f),
    minYear: -Infinity,
    maxYear: Infinity,
    minPrice: -Infinity,
    maxPrice: Infinity,
    mileage: false,
    minMileage: -Infinity,
    maxMileage: Infinity,
    power: false,
    minPower: -Infinity,
    maxPower: Infinity,
    fuel: null,
    transmission: null,
    condition: null,
    vat: false,
    minCreated: -Infinity,
    items:
      items && items.some((i) => i === null) && items.every((i) => i === null)
        ? []
        : (items?.filter((i): i is CompiledItem => i !== null) ?? null),
  };
  for (const key of FILTER_KEYS) compileFilter(c, f, key, ix.dict);
  return c;
}

/** A catalog item as codes; null when it names something no ad has (it matches nothing). */
function compileItem(ix: IndexColumns, item: CatalogItem): CompiledItem | null {
  const make = item.make === undefined ? NONE : ix.dict.make.find(item.make);
  const model = item.model === undefined ? NONE : ix.dict.model.find(item.model);
  if ((item.make !== undefined && make < 0) || (item.model !== undefined && model < 0)) return null;
  const variants = item.variants?.length
    ? new Set(item.variants.map((v) => ix.dict.variant.find(v)).filter((v) => v > 0))
    : null;
  if (variants && variants.size === 0) return null;
  return {
    make,
    model,
    generations: item.generation_ids?.length ? new Set(item.generation_ids) : null,
    variants,
  };
}
