// The search's fixed values and shapes (seed 000 §2.3, §3, §7, §9.1). Client-safe and free of zod:
// the search form imports these, the parsing lives in ./schemas.ts.

export const ORDERINGS = ["update", "price", "-price", "-year", "year", "mileage_km", "-mileage_km"] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const DEFAULT_ORDERING: Ordering = "update";
/** Pages beyond this are not served (bounded offsets; DESIGN.md §5). */
export const MAX_PAGE = 500;

export const SEARCH_FUELS = ["petrol", "diesel", "hybrid", "gas", "electric", "unknown"] as const;
export const SEARCH_TRANSMISSIONS = ["automatic", "manual", "unknown"] as const;
export const SEARCH_CONDITIONS = ["new", "used"] as const;
export const AD_TRANSMISSIONS = ["at", "mt", "cvt", "amt"] as const;
export const MAX_MODELS = 15;
export const MIN_YEAR = 1960;

export const RANGE_KEYS = [
  "min_year",
  "max_year",
  "min_mileage",
  "max_mileage",
  "min_power_kw",
  "max_power_kw",
  "min_price",
  "max_price",
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** One catalog_filter item: every given part must match; items are alternatives. */
export interface CatalogItem {
  make?: string;
  model?: string;
  generation_ids?: number[];
  variants?: string[];
}

/** One item of the page's `models` parameter (seed 000 §2.3). */
export interface ModelChoice {
  model: string;
  variants: string[];
  generations: number[];
}

export interface SearchFilters extends Partial<Record<RangeKey, number>> {
  ordering: Ordering;
  page: number;
  catalog: CatalogItem[];
  fuel_type?: (typeof SEARCH_FUELS)[number];
  transmission?: (typeof SEARCH_TRANSMISSIONS)[number] | (typeof AD_TRANSMISSIONS)[number];
  condition?: (typeof SEARCH_CONDITIONS)[number];
  /** true only: false means "any" */
  vat_refund?: true;
}
