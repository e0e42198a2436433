// Search input (seed 000 §2.3, §3, §7): parsing with zod, for the page and the API (the form uses
// ./constants.ts and ./form-state.ts, which stay free of zod).
// One filter object is read from two shapes: the API query (catalog_filter items) and the page
// URL (make + models JSON list). The API is strict (a malformed value answers 400 naming the
// parameter); the page is lenient (a malformed value is ignored, as the specification asks).
import { z } from "zod";

import { searchConditionSchema, searchFuelSchema, searchTransmissionSchema } from "@/lib/enums/schemas";
import {
  DEFAULT_ORDERING,
  MAX_MODELS,
  ORDERINGS,
  RANGE_KEYS,
  type CatalogItem,
  type ModelChoice,
  type RangeKey,
  type SearchFilters,
} from "./constants";

export * from "./constants";

const MAX_CATALOG_ITEMS = 50;
const MAX_IDS = 100;
const MAX_INT = 2_000_000_000;

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

const count = z.coerce.number().int().min(0).max(MAX_INT);
const fieldSchemas = {
  ordering: z.enum(ORDERINGS),
  page: z.coerce.number().int().min(1).max(MAX_INT),
  ...(Object.fromEntries(RANGE_KEYS.map((k) => [k, count])) as Record<RangeKey, typeof count>),
  fuel_type: searchFuelSchema,
  transmission: searchTransmissionSchema,
  condition: searchConditionSchema,
  vat_refund: z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
};


type Params = URLSearchParams | Record<string, string | string[] | undefined>;
const getAll = (params: Params, key: string): string[] => {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
const first = (params: Params, key: string) => getAll(params, key)[0]?.trim() || undefined;

type Errors = Record<string, string>;

function readFields(params: Params, errors: Errors): Omit<SearchFilters, "catalog"> {
  const out: Record<string, unknown> = { ordering: DEFAULT_ORDERING, page: 1 };
  for (const [key, schema] of Object.entries(fieldSchemas)) {
    const raw = first(params, key);
    if (raw === undefined) continue;
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
    // page and ordering have defaults, so a bad one falls back instead of failing the call
    else if (key !== "page" && key !== "ordering") errors[key] = `Invalid value for ${key}: ${JSON.stringify(raw.slice(0, 40))}`;
  }
  if (out.vat_refund !== true) delete out.vat_refund;
  return out as Omit<SearchFilters, "catalog">;
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

/** The page URL's make + models (JSON list) as catalog items; an invalid models list is ignored. */
export function catalogFromPageParams(make: string | undefined, modelsRaw: string | undefined) {
  if (!make) return [];
  const parsed = modelsRaw ? modelsParamSchema.safeParse(parseJson(modelsRaw)) : undefined;
  const choices = parsed?.success ? parsed.data : [];
  if (choices.length === 0) return [{ make }];
  return choices.map((c) => ({
    make,
    model: c.model,
    ...(c.generations.length ? { generation_ids: c.generations } : {}),
    ...(c.variants.length ? { variants: c.variants } : {}),
  }));
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

/** Page URL (seed 000 §2.3). Never throws: malformed values are left out. */
export function parseSearchParams(params: Params): SearchFilters {
  const fields = readFields(params, {});
  const catalog = catalogFromPageParams(first(params, "make"), first(params, "models"));
  return { ...fields, catalog };
}

/** Whether any filter is set (the save-search button's rule, seed 000 §5). */
export function hasAnyFilter(f: SearchFilters) {
  return (
    f.catalog.length > 0 ||
    RANGE_KEYS.some((k) => f[k] !== undefined) ||
    !!f.fuel_type ||
    !!f.transmission ||
    !!f.condition ||
    !!f.vat_refund
  );
}

// ---------------------------------------------------------------- the page URL

type PageParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** The models list of the page URL; an invalid one counts as empty (seed 000 §8). */
export function parseModelsParam(raw: string | undefined): ModelChoice[] {
  if (!raw) return [];
  try {
    const parsed = modelsParamSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const makeFromParams = (p: PageParams) => one(p.make) ?? null;
export const modelsFromParams = (p: PageParams) => parseModelsParam(one(p.models));
