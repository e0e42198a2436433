// Every search filter described once: its key and URL form in ./filter-url.ts, its URL parser and
// summary here (client-safe, but zod: the server's side), its SQL in ./filters.sql.ts and its index
// test in ./ad-index.ts, each a Record over FilterKey.
import { z } from "zod";
import { conditionKey, fuelKey, transmissionKey, type Condition } from "@/lib/enums";
import {
  searchConditionSchema,
  searchFuelSchema,
  searchTransmissionSchema,
} from "@/lib/enums/schemas";
import { formatDate, formatNumber, formatPrice } from "@/lib/format";
import type cs from "@/messages/cs.json";
import type { CatalogItem } from "./constants";
import { FILTER_KEYS, type FilterKey } from "./filter-url";

export {
  FILTER_KEYS,
  filterEntries,
  hasAnyFilter,
  invertedRanges,
  RANGE_PAIRS,
  type FilterKey,
} from "./filter-url";

export const MAX_INT = 2_000_000_000;

const count = z.coerce.number().int().min(0).max(MAX_INT);
type RangeUnit = "year" | "km" | "kw" | "price";
/** One side of a range; the summary joins both sides of a unit: "2015–2020". */
const range = (unit: RangeUnit, side: "min" | "max") => ({
  schema: count,
  range: { unit, side },
});
/** Any other filter: its summary text. */
const filter = <S extends z.ZodType>(
  schema: S,
  summary: (v: NonNullable<z.output<S>>, text: SummaryText) => string,
) => ({ schema, summary });

/** A value's label as a summary's part: "nafta", not "Nafta". */
const label = ({ enums, locale }: SummaryText, key: EnumKey) => {
  const text = enums(key);
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
};

/**
 * An ISO date-time with an offset, or a date (midnight UTC); kept as an ISO date-time. A "+" offset
 * written unencoded in a query arrives as a space ("10:30:00 01:00") and is read as the "+" it was.
 */
const instant = z
  .string()
  .transform((v) => v.replace(/(T[\d:.]+) (\d{2}:?\d{2})$/, "$1+$2"))
  .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()]))
  .refine((v) => Number.isFinite(Date.parse(v)))
  .transform((v) => new Date(v).toISOString());

/** Each filter's parser and summary; the URL order and form are in ./filter-url.ts. */
export const FILTERS = {
  min_year: range("year", "min"),
  max_year: range("year", "max"),
  min_mileage: range("km", "min"),
  max_mileage: range("km", "max"),
  min_power_kw: range("kw", "min"),
  max_power_kw: range("kw", "max"),
  min_price: range("price", "min"),
  max_price: range("price", "max"),
  fuel_type: filter(searchFuelSchema, (v, text) => label(text, fuelKey(v))),
  transmission: filter(searchTransmissionSchema, (v, text) => label(text, transmissionKey(v))),
  condition: filter(searchConditionSchema, (v, text) => label(text, conditionKey(v))),
  /** true only: false means "any", so it is left out */
  vat_refund: filter(
    z
      .enum(["true", "false", "1", "0"])
      .transform((v) => (v === "true" || v === "1" ? true : undefined)),
    (_, { t }) => t("vatRefund"),
  ),
  /** ads created at or after this instant (saved-search alerts; not in the search form) */
  created_after: filter(instant, (v, { t, locale }) =>
    t("createdAfter", { date: formatDate(v, locale) }),
  ),
} satisfies Record<FilterKey, unknown>;

export type FilterValues = {
  [K in FilterKey]?: NonNullable<z.output<(typeof FILTERS)[K]["schema"]>>;
};
export type FilterValue<K extends FilterKey> = NonNullable<FilterValues[K]>;
export type RangeKey = {
  [K in FilterKey]: (typeof FILTERS)[K] extends { range: object } ? K : never;
}[FilterKey];

/** A filter's value from its URL text: absent, a value, or malformed (`ok: false`). */
export function parseFilter<K extends FilterKey>(
  key: K,
  raw: string | undefined,
): { ok: boolean; value?: FilterValue<K> } {
  const text = raw?.trim();
  if (!text) return { ok: true };
  const parsed = (FILTERS[key].schema as z.ZodType<FilterValue<K> | undefined>).safeParse(text);
  return parsed.success ? { ok: true, value: parsed.data ?? undefined } : { ok: false };
}

// ---------------------------------------------------------------- the summary

type SummaryKey = keyof (typeof cs)["filterSummary"];
type EnumKey = ReturnType<typeof fuelKey | typeof transmissionKey> | `condition.${Condition}`;
/** Translators of the namespaces "filterSummary" and "enums" (useTranslations, getTranslations or createTranslator). */
export interface SummaryText {
  locale: string;
  t: (key: SummaryKey, values?: Record<string, string | number>) => string;
  enums: (key: EnumKey) => string;
}

function catalogSummary(items: CatalogItem[]): string[] {
  const byMake = new Map<string, string[]>();
  for (const item of items) {
    const model = [item.model, ...(item.variants ?? [])].filter(Boolean).join(" ");
    const models = byMake.get(item.make ?? "") ?? [];
    if (model) models.push(model);
    byMake.set(item.make ?? "", models);
  }
  return [...byMake].map(([make, models]) => [make, models.join(", ")].filter(Boolean).join(" "));
}

function rangeSummary(
  unit: RangeUnit,
  { min, max }: { min?: number; max?: number },
  { t }: SummaryText,
) {
  const n = unit === "price" ? formatPrice : unit === "year" ? String : formatNumber;
  const text =
    min !== undefined && max !== undefined
      ? t("between", { min: n(min), max: n(max) })
      : min !== undefined
        ? t("from", { value: n(min) })
        : t("to", { value: n(max ?? 0) });
  return unit === "km" || unit === "kw" ? t(unit, { value: text }) : text;
}

/** A short description of a filter set: "Škoda Octavia, 2015–2020, do 300 000 Kč, nafta". */
export function filterSummary(
  f: FilterValues & { catalog: CatalogItem[] },
  text: SummaryText,
): string {
  const ranges = new Map<RangeUnit, { min?: number; max?: number }>();
  for (const key of FILTER_KEYS) {
    const d = FILTERS[key];
    const v = f[key];
    if ("range" in d && typeof v === "number")
      ranges.set(d.range.unit, { ...ranges.get(d.range.unit), [d.range.side]: v });
  }
  const parts = catalogSummary(f.catalog);
  for (const key of FILTER_KEYS) {
    const d = FILTERS[key];
    const v = f[key];
    if (v === undefined) continue;
    if ("range" in d) {
      const sides = ranges.get(d.range.unit);
      if (sides) parts.push(rangeSummary(d.range.unit, sides, text));
      ranges.delete(d.range.unit);
    } else parts.push((d.summary as (v: unknown, text: SummaryText) => string)(v, text));
  }
  return parts.join(", ");
}
