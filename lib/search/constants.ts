// The search's fixed values and shapes (seed 000 §2.3, §3, §7, §9.1). Client-safe and free of zod:
// the filters themselves are declared in ./filter-table.ts, the value sets in @/lib/enums.
import type { FilterValues } from "./filter-table";

export const ORDERINGS = [
  "update",
  "price",
  "-price",
  "-year",
  "year",
  "mileage_km",
  "-mileage_km",
  /** "nejvýhodnější nejdřív": the lowest price ÷ market estimate first (issue 30) */
  "price_rating",
] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const DEFAULT_ORDERING: Ordering = "update";

/** What each ordering sorts by: the SQL (./filters.sql.ts) and the index (./ad-index.ts) read this. */
export const SORT_KEYS = ["created", "price", "year", "mileage", "deal"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const ORDER_BY: Record<Ordering, { key: SortKey; desc: boolean }> = {
  update: { key: "created", desc: true },
  price: { key: "price", desc: false },
  "-price": { key: "price", desc: true },
  year: { key: "year", desc: false },
  "-year": { key: "year", desc: true },
  mileage_km: { key: "mileage", desc: false },
  "-mileage_km": { key: "mileage", desc: true },
  price_rating: { key: "deal", desc: false },
};

/** Pages beyond this are not served (bounded offsets; ARCHITECTURE.md §5). */
export const MAX_PAGE = 500;

export const MAX_MODELS = 15;
/** The oldest year an ad may have (lib/ads/bounds.ts). */
export { MIN_YEAR } from "@/lib/ads/bounds";

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

export interface SearchFilters extends FilterValues {
  ordering: Ordering;
  page: number;
  catalog: CatalogItem[];
}
