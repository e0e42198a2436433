// The search filters' keys in URL order and their URL form, without their parsers (./filters.ts):
// the browser (search form, links, save button) needs only these, so zod stays out of the pages'
// JavaScript. ./filters.ts describes the same keys (its FILTERS is checked against FilterKey).
import type { CatalogItem } from "./constants";
import type { FilterValue } from "./filters";

export const FILTER_KEYS = [
  "min_year",
  "max_year",
  "min_mileage",
  "max_mileage",
  "min_power_kw",
  "max_power_kw",
  "min_price",
  "max_price",
  "fuel_type",
  "transmission",
  "condition",
  "vat_refund",
  "created_after",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filter values as the parsed filters or the form hold them (the form's VAT switch can be false). */
type SetValues = { [K in FilterKey]?: FilterValue<K> | boolean };

/** A value's URL text: its string form, but the VAT switch is "true" only (false means "any"). */
const toUrl = (key: FilterKey, v: unknown) => (key === "vat_refund" ? "true" : String(v));

/** The set filters as URL parameters, in URL order (`false` counts as unset). */
export function filterEntries(f: SetValues): [FilterKey, string][] {
  return FILTER_KEYS.flatMap((k) => {
    const v = f[k];
    return v === undefined || v === false ? [] : [[k, toUrl(k, v)]];
  });
}

/** Whether any filter is set (the save-search button's rule, seed 000 §5). */
export const hasAnyFilter = (f: SetValues & { catalog: CatalogItem[] }) =>
  f.catalog.length > 0 || filterEntries(f).length > 0;

/** The min/max pairs of the range filters (./filters.ts checks them against its ranges). */
export const RANGE_PAIRS = [
  ["min_year", "max_year"],
  ["min_mileage", "max_mileage"],
  ["min_power_kw", "max_power_kw"],
  ["min_price", "max_price"],
] as const satisfies readonly (readonly [FilterKey, FilterKey])[];

/** The pairs whose minimum is above their maximum: such a search can match nothing. */
export const invertedRanges = (v: { [K in (typeof RANGE_PAIRS)[number][number]]?: number }) =>
  RANGE_PAIRS.filter(([min, max]) => {
    const lo = v[min];
    const hi = v[max];
    return lo !== undefined && hi !== undefined && lo > hi;
  });
