// The search filters' keys in URL order and their URL form, without their parsers (./filters.ts):
// the browser (search form, links, save button) needs only these, so zod stays out of the pages'
// JavaScript. All derived from the filter table (./filter-table.ts).
import type { CatalogItem } from "./constants";
import type { Near } from "./near";
import {
  FILTER_KEYS,
  FILTER_TABLE,
  type FilterKey,
  type FilterValues,
  type RangeKey,
} from "./filter-table";

export { FILTER_KEYS, type FilterKey, type RangeKey } from "./filter-table";

/** Filter values as the parsed filters or the form hold them (the form's VAT switch can be false). */
type SetValues = { [K in FilterKey]?: FilterValues[K] | boolean };

/** A value's URL text: its string form, a list's values separated by commas, a yes/no "true" only (false means "any"). */
const toUrl = (key: FilterKey, v: unknown) => {
  const kind = FILTER_TABLE[key].kind;
  if (kind === "flag" || kind === "exactly" || kind === "within" || kind === "rated") return "true";
  if (kind === "near") {
    const { place, km } = v as Near;
    return `${place},${km}`;
  }
  return Array.isArray(v) ? v.join(",") : String(v);
};

/** The set filters as URL parameters, in URL order (`false` counts as unset). */
export function filterEntries(f: SetValues): [FilterKey, string][] {
  return FILTER_KEYS.flatMap((k) => {
    const v = f[k];
    return v === undefined || v === false || (Array.isArray(v) && v.length === 0)
      ? []
      : [[k, toUrl(k, v)]];
  });
}

/** Whether any filter is set (the save-search button's rule, seed 000 §5). */
export const hasAnyFilter = (f: SetValues & { catalog: CatalogItem[] }) =>
  f.catalog.length > 0 || filterEntries(f).length > 0;

const isRange = (k: FilterKey): k is RangeKey => FILTER_TABLE[k].kind === "range";
const sideOf = (k: RangeKey) => FILTER_TABLE[k].side;
const columnOf = (k: RangeKey) => FILTER_TABLE[k].column;

/** The min/max pairs of the range filters: the two sides of one column, in URL order of the min. */
export const RANGE_PAIRS: readonly (readonly [RangeKey, RangeKey])[] = FILTER_KEYS.filter(
  isRange,
).flatMap((min) => {
  const max = FILTER_KEYS.filter(isRange).find(
    (k) => sideOf(k) === "max" && columnOf(k) === columnOf(min),
  );
  return sideOf(min) === "min" && max ? [[min, max] as const] : [];
});

/** The pairs whose minimum is above their maximum: such a search can match nothing. */
export const invertedRanges = (v: { [K in RangeKey]?: number }) =>
  RANGE_PAIRS.filter(([min, max]) => {
    const lo = v[min];
    const hi = v[max];
    return lo !== undefined && hi !== undefined && lo > hi;
  });
