// The search form's state and its two serialisations: the page URL (make + models JSON list,
// seed 000 §2.3) and the API query (catalog_filter items, seed 000 §7). Client-safe.
import {
  DEFAULT_ORDERING,
  type CatalogItem,
  type ModelChoice,
  type Ordering,
  type SearchFilters,
} from "./constants";
import { filterEntries, FILTER_KEYS, hasAnyFilter } from "./filter-url";
import type { FilterValues } from "./filters";

/** The form's filters (vat_refund is a switch, so false is a value) and its make and models. */
export interface FormState extends Omit<FilterValues, "vat_refund"> {
  make: string | null;
  models: ModelChoice[];
  vat_refund?: boolean;
}

export const EMPTY_FORM: FormState = { make: null, models: [] };

/** The filters of the "Další filtry" panel (issue 29): its button counts the chosen ones. */
export const MORE_FILTER_KEYS = [
  "body_type",
  "drive_type",
  "colour",
  "min_doors",
  "max_doors",
  "min_seats",
  "max_seats",
  "equipment",
  "stk_until",
  "service_book",
  "first_owner",
  "not_damaged",
  "good_price",
  "region",
  "seller_type",
] as const satisfies readonly (keyof FormState)[];

/** How many of the panel's filters are chosen (a list counts as one). */
export const moreFiltersChosen = (s: FormState) =>
  MORE_FILTER_KEYS.filter((k) => {
    const v = s[k];
    return v !== undefined && !(Array.isArray(v) && v.length === 0);
  }).length;

/** Form state from parsed filters plus the URL's make and models (or a landing page's path). */
export function formStateFrom(
  filters: SearchFilters,
  make: string | null,
  models: ModelChoice[],
): FormState {
  const state: FormState = { make, models: make ? models : [] };
  for (const k of FILTER_KEYS)
    if (filters[k] !== undefined) Object.assign(state, { [k]: filters[k] });
  return state;
}

const compactModels = (models: ModelChoice[]) =>
  models.map((m) => ({
    model: m.model,
    ...(m.variants.length ? { variants: m.variants.map((variant) => ({ variant })) } : {}),
    ...(m.generations.length ? { generations: m.generations } : {}),
  }));

/** The page URL's query: filters, then ordering and page when not the defaults. */
export function pageQuery(s: FormState, opts: { ordering?: Ordering; page?: number } = {}): string {
  const q = new URLSearchParams();
  if (s.make) q.set("make", s.make);
  if (s.make && s.models.length) q.set("models", JSON.stringify(compactModels(s.models)));
  for (const [k, v] of filterEntries(s)) q.set(k, v);
  if (opts.ordering && opts.ordering !== DEFAULT_ORDERING) q.set("ordering", opts.ordering);
  if (opts.page && opts.page > 1) q.set("page", String(opts.page));
  return q.toString();
}

/** The home search with its filters, serialised as the search form does: a page path. */
export function searchHref(s: FormState, opts: { ordering?: Ordering; page?: number } = {}) {
  const query = pageQuery(s, opts);
  return query ? `/?${query}` : "/";
}

/** catalog_filter items of a make and its chosen models: one item per model, or the make alone. */
export function catalogItems(make: string | null, models: ModelChoice[]): CatalogItem[] {
  if (!make) return [];
  if (models.length === 0) return [{ make }];
  return models.map((m) => ({
    make,
    model: m.model,
    ...(m.generations.length ? { generation_ids: m.generations } : {}),
    ...(m.variants.length ? { variants: m.variants } : {}),
  }));
}

/** The API query (no ordering or page). */
export function apiQuery(s: FormState): string {
  const q = new URLSearchParams();
  for (const item of catalogItems(s.make, s.models))
    q.append("catalog_filter", JSON.stringify(item));
  for (const [k, v] of filterEntries(s)) q.set(k, v);
  return q.toString();
}

/** The save-search rule (seed 000 §5): some filter is set. */
export const hasFormFilter = (s: FormState) =>
  hasAnyFilter({ ...s, catalog: catalogItems(s.make, s.models) });

/** Seed 000 §4: choosing a make clears models, variants and generations. */
export const withMake = (s: FormState, make: string | null): FormState => ({
  ...s,
  make,
  models: [],
});

/** Seed 000 §4: choosing models clears generations (variants of kept models stay). */
export const withModels = (s: FormState, names: string[]): FormState => ({
  ...s,
  models: names.map((model) => ({
    model,
    variants: s.models.find((m) => m.model === model)?.variants ?? [],
    generations: [],
  })),
});

/** Generation ids chosen, each kept on the model it belongs to. */
export function withGenerations(s: FormState, chosen: { id: number; model: string }[]): FormState {
  return {
    ...s,
    models: s.models.map((m) => ({
      ...m,
      generations: chosen.filter((g) => g.model === m.model).map((g) => g.id),
    })),
  };
}
