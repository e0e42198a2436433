// The search filters' URL parsers and summary (client-safe, but zod: the server's side), derived
// per kind from the filter table (./filter-table.ts); their URL form is in ./filter-url.ts, their
// SQL in ./filters.sql.ts and their index test in ./index/compile.ts.
import { z } from "zod";
import { MONTH_PATTERN } from "@/lib/ads/bounds";
import { formatDate, formatNumber, formatPrice } from "@/lib/infra/format";
import type { CatalogItem } from "./constants";
import { RANGE_PAIRS } from "./filter-url";
import { RADII_KM, type Near } from "./near";
import {
  FILTER_KEYS,
  FILTER_TABLE,
  isUnset,
  type EnumKey,
  type FilterKey,
  type FilterKind,
  type FilterKinds,
  type FilterValue,
  type FilterValues,
  type KindRow,
  type RangeKey,
  type RangeUnit,
  type SummaryKey,
} from "./filter-table";

export {
  FILTER_KEYS,
  filterEntries,
  hasAnyFilter,
  invertedRanges,
  RANGE_PAIRS,
  type FilterKey,
} from "./filter-url";
export type { FilterValue, FilterValues, RangeKey } from "./filter-table";

export const MAX_INT = 2_000_000_000;

const count = z.coerce.number().int().min(0).max(MAX_INT);

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

/** "true" or "1" is yes; "false" or "0" means "any", so it is left out. */
const yes = () =>
  z
    .enum(["true", "false", "1", "0"])
    .transform((v) => (v === "true" || v === "1" ? true : undefined));

/**
 * Values of a closed set separated by commas, in any case: kept once each in the set's order; an
 * unknown one makes the parameter malformed.
 */
const listOf = (values: readonly string[]) => {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.string().transform((text, ctx) => {
    const chosen = new Set<string>();
    for (const part of text.split(",")) {
      const v = part.trim();
      if (!v) continue;
      const known = byLower.get(v.toLowerCase());
      if (!known) {
        ctx.addIssue({ code: "custom", message: `unknown value ${v}` });
        return z.NEVER;
      }
      chosen.add(known);
    }
    return chosen.size ? values.filter((v) => chosen.has(v)) : undefined;
  });
};

/** Each kind's URL parser: its value, or undefined for a value that means "any". */
const PARSERS: {
  [K in FilterKind]: (row: KindRow<K>) => z.ZodType<FilterKinds[K]["value"] | undefined>;
} = {
  range: () => count,
  oneOf: (row) =>
    row.ignoreCase
      ? z.preprocess((v) => (typeof v === "string" ? v.toLowerCase() : v), z.enum(row.values))
      : z.enum(row.values),
  /** true only: false means "any", so it is left out */
  flag: yes,
  since: () => instant,
  anyOf: (row) => listOf(row.values),
  hasAll: (row) => listOf(row.values),
  monthFrom: () => z.string().regex(MONTH_PATTERN),
  exactly: yes,
  within: yes,
  rated: yes,
  // "Brno,50": the place as the gazetteer names it, a radius of RADII_KM
  near: () =>
    z
      .string()
      .max(120)
      .transform((text, ctx) => {
        const at = text.lastIndexOf(",");
        const place = text.slice(0, at).trim();
        const km = Number(text.slice(at + 1));
        if (at < 1 || !place || !RADII_KM.some((r) => r === km)) {
          ctx.addIssue({ code: "custom", message: "a place and a radius, e.g. Brno,50" });
          return z.NEVER;
        }
        return { place, km: km as Near["km"] };
      }),
};

const SCHEMAS = Object.fromEntries(
  FILTER_KEYS.map((key) => {
    const row = FILTER_TABLE[key];
    return [key, (PARSERS[row.kind] as (row: KindRow<FilterKind>) => z.ZodType)(row)];
  }),
) as { [K in FilterKey]: z.ZodType<FilterValue<K> | undefined> };

/** A filter's value from its URL text: absent, a value, or malformed (`ok: false`). */
export function parseFilter<K extends FilterKey>(
  key: K,
  raw: string | undefined,
): { ok: boolean; value?: FilterValue<K> } {
  const text = raw?.trim();
  if (!text) return { ok: true };
  const parsed = SCHEMAS[key].safeParse(text);
  return parsed.success ? { ok: true, value: parsed.data ?? undefined } : { ok: false };
}

// ---------------------------------------------------------------- the summary

/** Translators of the namespaces "filterSummary" and "enums" (useTranslations, getTranslations or createTranslator). */
export interface SummaryText {
  locale: string;
  t: (key: SummaryKey, values?: Record<string, string | number>) => string;
  enums: (key: EnumKey) => string;
}

/** A value's label as a summary's part: "nafta", not "Nafta"; "SUV" stays. */
const label = ({ enums, locale }: SummaryText, key: EnumKey) => {
  const text = enums(key);
  // an abbreviation keeps its capitals ("SUV", "ABS", "LED světlomety")
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
};

/** Each kind's part of the summary; a range's two sides are one part (rangeSummary). */
const SUMMARIES: {
  [K in Exclude<FilterKind, "range">]: (
    row: KindRow<K>,
    v: FilterKinds[K]["value"],
    text: SummaryText,
  ) => string;
} = {
  oneOf: (row, v, text) => label(text, row.label(v)),
  flag: (row, _, { t }) => t(row.summary),
  since: (row, v, { t, locale }) => t(row.summary, { date: formatDate(v, locale) }),
  // "kombi / SUV"
  anyOf: (row, v, text) =>
    v
      .map((value) => (row.names ? text.enums(row.label(value)) : label(text, row.label(value))))
      .join(" / "),
  // "tažné zařízení, vyhřívaná sedadla"
  hasAll: (row, v, text) => v.map((value) => label(text, row.label(value))).join(", "),
  monthFrom: (row, v, { t }) => t(row.summary, { month: `${v.slice(5, 7)}/${v.slice(0, 4)}` }),
  exactly: (row, _, { t }) => t(row.summary),
  within: (row, _, { t }) => t(row.summary),
  rated: (row, _, { t }) => t(row.summary),
  near: (row, v, { t }) => t(row.summary, { place: v.place, km: v.km }),
};

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
  return unit === "year" || unit === "price" ? text : t(unit, { value: text });
}

/** A short description of a filter set: "Škoda Octavia, 2015–2020, do 300 000 Kč, nafta". */
export function filterSummary(
  f: FilterValues & { catalog: CatalogItem[] },
  text: SummaryText,
): string {
  const ranges = new Map<RangeUnit, { min?: number; max?: number }>();
  for (const key of FILTER_KEYS) {
    const row = FILTER_TABLE[key];
    const v = f[key];
    if (row.kind === "range" && typeof v === "number")
      ranges.set(row.unit, { ...ranges.get(row.unit), [row.side]: v });
  }
  const parts = catalogSummary(f.catalog);
  for (const key of FILTER_KEYS) {
    const row = FILTER_TABLE[key];
    const v = f[key];
    if (v === undefined) continue;
    if (row.kind === "range") {
      const sides = ranges.get(row.unit);
      if (sides) parts.push(rangeSummary(row.unit, sides, text));
      ranges.delete(row.unit);
    } else
      parts.push(
        (SUMMARIES[row.kind] as (row: unknown, v: unknown, text: SummaryText) => string)(
          row,
          v,
          text,
        ),
      );
  }
  return parts.join(", ");
}

/** One chosen filter value as a removable chip above the results: its label and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: FilterValues;
}

/**
 * The chosen filters as chips, in URL order: a range's two sides one chip, each value of a list
 * its own (removing it keeps the others), every other filter one. The catalog (make and models)
 * has its pickers and gets none; nor does an alert's "created after".
 */
export function filterChips(f: FilterValues, text: SummaryText): FilterChip[] {
  const chips: FilterChip[] = [];
  const done = new Set<string>();
  for (const key of FILTER_KEYS) {
    const row = FILTER_TABLE[key];
    const v = f[key];
    if (isUnset(v) || row.kind === "since" || done.has(key)) continue;
    if (row.kind === "range") {
      const [min, max] = RANGE_PAIRS.find((pair) => pair.includes(key as RangeKey))!;
      done.add(max);
      chips.push({
        key: `${min}+${max}`,
        label: rangeSummary(row.unit, { min: f[min], max: f[max] }, text),
        remove: { [min]: undefined, [max]: undefined },
      });
    } else if (row.kind === "anyOf" || row.kind === "hasAll") {
      const list = v as readonly string[];
      for (const value of list)
        chips.push({
          key: `${key}=${value}`,
          label: (SUMMARIES[row.kind] as (row: unknown, v: unknown, text: SummaryText) => string)(
            row,
            [value],
            text,
          ),
          remove: { [key]: list.filter((x) => x !== value) },
        });
    } else
      chips.push({
        key,
        label: (SUMMARIES[row.kind] as (row: unknown, v: unknown, text: SummaryText) => string)(
          row,
          v,
          text,
        ),
        remove: { [key]: undefined },
      });
  }
  return chips;
}
