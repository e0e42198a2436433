// Search input (seed 000 §2.3, §3, §7): parsing with zod, for the page and the API. The filters
// themselves are described in ./filters.ts; here are the catalog shapes, ordering and page.
// One filter object is read from two shapes: the API query (catalog_filter items) and the page
// URL (make + models JSON list). The API is strict (a malformed value answers 400 naming the
// parameter); the page is lenient (a malformed value is ignored, as the specification asks).
import { z } from "zod";

import {
  DEFAULT_ORDERING,
  MAX_MODELS,
  ORDERINGS,
  type CatalogItem,
  type ModelChoice,
  type SearchFilters,
} from "./constants";
import { FILTER_KEYS, invertedRanges, MAX_INT, parseFilter, type FilterValues } from "./filters";
import { catalogItems } from "./form-state";

export * from "./constants";

const MAX_CATALOG_ITEMS = 50;
const MAX_IDS = 100;

const text = z.string().trim().min(1).max(100);
const variantName = z.union([text, z.object({ variant: text }).transform((v) => v.variant)]);
const id = z.number().int().min(1).max(MAX_INT);

/** One catalog_filter item: every given part must match; items are alternatives. */
export const catalogItemSchema = z.strictObject({
  make: text.optional(),
  model: text.optional(),
  generation_ids: z.array(id).max(MAX_IDS).optional(),
  variants: z.array(variantName).max(MAX_IDS).optional(),
});

/** One item of the page's `models` parameter (seed 000 §2.3). */
export const modelChoiceSchema = z.object({
  model: text,
  variants: z.array(variantName).max(MAX_IDS).optional().default([]),
  generations: z.array(id).max(MAX_IDS).optional().default([]),
});
export const modelsParamSchema = z.array(modelChoiceSchema).max(MAX_MODELS);

// page and ordering have defaults, so a bad one falls back instead of failing the call
const orderingSchema = z.enum(ORDERINGS).catch(DEFAULT_ORDERING);
const pageSchema = z.coerce.number().int().min(1).max(MAX_INT).catch(1);

type Params = URLSearchParams | Record<string, string | string[] | undefined>;
const getAll = (params: Params, key: string): string[] => {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
const first = (params: Params, key: string) => getAll(params, key)[0]?.trim() || undefined;

type Errors = Record<string, string>;

function readFields(params: Params, errors: Errors): Omit<SearchFilters, "catalog"> {
  const values: FilterValues = {};
  for (const key of FILTER_KEYS) {
    const raw = first(params, key);
    const parsed = parseFilter(key, raw);
    if (!parsed.ok) errors[key] = `Invalid value for ${key}: ${JSON.stringify(raw?.slice(0, 40))}`;
    else if (parsed.value !== undefined) Object.assign(values, { [key]: parsed.value });
  }
  const ordering = orderingSchema.parse(first(params, "ordering") ?? DEFAULT_ORDERING);
  const page = pageSchema.parse(first(params, "page") ?? 1);
  return { ordering, page, ...values };
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

function readCatalogFilter(params: Params, errors: Errors): CatalogItem[] {
  const raws = getAll(params, "catalog_filter").filter((r) => r.trim() !== "");
  if (raws.length > MAX_CATALOG_ITEMS) {
    errors.catalog_filter = `At most ${MAX_CATALOG_ITEMS} catalog_filter items`;
    return [];
  }
  const items: CatalogItem[] = [];
  for (const raw of raws) {
    const parsed = catalogItemSchema.safeParse(parseJson(raw));
    if (!parsed.success) {
      errors.catalog_filter =
        "catalog_filter must be JSON objects {make, model, generation_ids, variants}: " +
        JSON.stringify(raw.slice(0, 60));
      return [];
    }
    items.push(parsed.data);
  }
  return items;
}

export class SearchParamsError extends Error {
  constructor(readonly fields: Errors) {
    super("Invalid search parameters");
  }
}

/** API query (seed 000 §7). Throws SearchParamsError naming every malformed parameter. */
export function parseApiSearchParams(params: Params): SearchFilters {
  const errors: Errors = {};
  const filters = { ...readFields(params, errors), catalog: readCatalogFilter(params, errors) };
  if (Object.keys(errors).length) throw new SearchParamsError(errors);
  return filters;
}

/**
 * The errors of a range turned round (min above max), which can only ever match nothing: a new
 * query or saved search answers 400 naming both ends (`prefix` + key) rather than 0 results.
 */
export function rangeErrors(filters: FilterValues, prefix = ""): Errors {
  const errors: Errors = {};
  for (const [min, max] of invertedRanges(filters)) {
    errors[prefix + min] = `${min} must not be above ${max}`;
    errors[prefix + max] = `${max} must not be below ${min}`;
  }
  return errors;
}

/** Page URL (seed 000 §2.3). Never throws: malformed values are left out. */
export function parseSearchParams(params: Params): SearchFilters {
  const fields = readFields(params, {});
  const make = first(params, "make");
  return {
    ...fields,
    catalog: catalogItems(make ?? null, parseModelsParam(first(params, "models"))),
  };
}

// ---------------------------------------------------------------- the page URL

/** The models list of the page URL; an invalid one counts as empty (seed 000 §8). */
export function parseModelsParam(raw: string | undefined): ModelChoice[] {
  const parsed = raw ? modelsParamSchema.safeParse(parseJson(raw)) : undefined;
  return parsed?.success ? parsed.data : [];
}

export const makeFromParams = (p: Params) => first(p, "make") ?? null;
export const modelsFromParams = (p: Params) => parseModelsParam(first(p, "models"));
