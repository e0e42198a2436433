// The search's fixed values and shapes (seed 000 §2.3, §3, §7, §9.1). Client-safe and free of zod:
// the search form imports these, the parsing lives in ./schemas.ts. The filter value sets live in
// @/lib/enums with every other value set.
import type { SearchCondition, SearchFuel, SearchTransmission, Transmission } from "@/lib/enums";

export const ORDERINGS = ["update", "price", "-price", "-year", "year", "mileage_km", "-mileage_km"] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const DEFAULT_ORDERING: Ordering = "update";
/** Pages beyond this are not served (bounded offsets; DESIGN.md §5). */
export const MAX_PAGE = 500;

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
  fuel_type?: SearchFuel;
  transmission?: SearchTransmission | Transmission;
  condition?: SearchCondition;
  /** true only: false means "any" */
  vat_refund?: true;
}
