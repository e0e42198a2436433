// Every search filter declared once, as one row: its URL key, its kind and the ad column it tests.
// Everything else is derived from the row's kind: the URL form (./filter-url.ts), the parser and
// summary (./filters.ts), the SQL (./filters.sql.ts) and the in-process index's test
// (./index/compile.ts, ./index/scan.ts). Each of those implements every kind (a Record over
// FilterKind), so a kind without its parser, SQL or index test does not compile, and the SQL and
// the index name each row's column (a column either lacks does not compile). Client-safe: no zod,
// no drizzle (the pages import this through ./filter-url.ts). A new filter is one row here plus
// its messages; a new kind ("has all of" over a set column, a distance) is one more entry in
// FilterKinds and its implementation in each of those modules. ARCHITECTURE.md §1 "Search filters".
import {
  CONDITION_GROUPS,
  type Condition,
  conditionKey,
  fuelKey,
  SEARCH_CONDITIONS,
  SEARCH_FUELS,
  SEARCH_TRANSMISSIONS,
  TRANSMISSIONS,
  transmissionKey,
  transmissionValues,
} from "@/lib/enums";
import {
  BODY_TYPES,
  bodyKey,
  DRIVE_TYPES,
  driveKey,
  GOOD_PRICE_LABELS,
  type PriceLabel,
} from "@/lib/enums";
import {
  COLOURS,
  colourKey,
  EQUIPMENT,
  equipmentKey,
  REGIONS,
  regionKey,
  SELLER_TYPES,
  sellerTypeKey,
} from "@/lib/enums/car-data";
import type cs from "@/messages/cs.json";
import type { Near } from "./near";

/** Keys of the "filterSummary" messages. */
export type SummaryKey = keyof (typeof cs)["filterSummary"];
/** Keys of the "enums" messages a one-of filter's values are labelled with. */
export type EnumKey = ReturnType<
  | typeof fuelKey
  | typeof transmissionKey
  | typeof conditionKey
  | typeof bodyKey
  | typeof driveKey
  | typeof colourKey
  | typeof regionKey
  | typeof sellerTypeKey
  | typeof equipmentKey
>;
/** The summary joins both sides of a range by its unit: "2015–2020", "do 300 000 Kč", "5–7 míst". */
export type RangeUnit = "year" | "km" | "kw" | "price" | "doors" | "seats";

/** One side of a range over a numeric column (a whole number 0…MAX_INT); null matches no side. */
export interface RangeRow<C extends string = string> {
  readonly kind: "range";
  readonly column: C;
  readonly side: "min" | "max";
  readonly unit: RangeUnit;
}

/**
 * One value of a closed set, each standing for a group of ad values (null = unknown). Methods, not
 * function fields: a row of its own values is then also a row of `string` values.
 */
export interface OneOfRow<C extends string = string, V extends string = string> {
  readonly kind: "oneOf";
  readonly column: C;
  readonly values: readonly V[];
  /** NEW and new are one value */
  readonly ignoreCase: boolean;
  /** the ad values this search value stands for (null = the column is null) */
  adValues(v: V): readonly (string | null)[];
  /** the value's label in the summary */
  label(v: V): EnumKey;
}

/** A boolean column that must be true; "false" means "any", so only true is a value. */
export interface FlagRow<C extends string = string> {
  readonly kind: "flag";
  readonly column: C;
  readonly summary: SummaryKey;
}

/**
 * Values of a closed set, any of which the column may hold: `body_type=ESTATE_CAR,FIVE_DOOR_SUV`.
 * The URL lists them separated by commas; they are kept once each, in the set's order.
 */
export interface AnyOfRow<C extends string = string, V extends string = string> {
  readonly kind: "anyOf";
  readonly column: C;
  readonly values: readonly V[];
  label(v: V): EnumKey;
  /** the labels are names ("Jihomoravský kraj"): the summary keeps their capital */
  readonly names: boolean;
}

/** Values of a closed list that a set column must all hold: `equipment=tow_bar,heated_seats`. */
export interface HasAllRow<C extends string = string, V extends string = string> {
  readonly kind: "hasAll";
  readonly column: C;
  readonly values: readonly V[];
  label(v: V): EnumKey;
}

/** A month column ("2027-05") at or after a month. */
export interface MonthFromRow<C extends string = string> {
  readonly kind: "monthFrom";
  readonly column: C;
  readonly summary: SummaryKey;
}

/** A whole-number column equal to one value, asked for as a yes/no: "first owner" is owners = 1. */
export interface ExactlyRow<C extends string = string> {
  readonly kind: "exactly";
  readonly column: C;
  readonly value: number;
  readonly summary: SummaryKey;
}

/**
 * A yes/no that a column of codes holds one of some values: "not damaged" is a condition new or
 * used (the condition filter's "used" includes damaged cars).
 */
export interface WithinRow<C extends string = string> {
  readonly kind: "within";
  readonly column: C;
  readonly adValues: readonly string[];
  readonly summary: SummaryKey;
}

/**
 * A yes/no that the ad's price rating (lib/pricing, table price_ratings keyed by the ad's id) has
 * one of some labels: "jen dobré a výborné ceny" is great or good. The column is the ad's id.
 */
export interface RatedRow<C extends string = string> {
  readonly kind: "rated";
  readonly column: C;
  readonly labels: readonly PriceLabel[];
  readonly summary: SummaryKey;
}

/** Ads within a radius of a place: `near=Brno,50` over the ad's coordinates (two columns). */
export interface NearRow<C extends string = string, L extends string = string> {
  readonly kind: "near";
  /** the latitude's column */
  readonly column: C;
  /** the longitude's column */
  readonly lng: L;
  readonly summary: SummaryKey;
}

/** A timestamp column at or after an instant (an ISO date-time, or a date at midnight UTC). */
export interface SinceRow<C extends string = string> {
  readonly kind: "since";
  readonly column: C;
  readonly summary: SummaryKey;
}

/** Every kind of filter and its value as the parsed filters hold it. */
export interface FilterKinds {
  range: { row: RangeRow; value: number };
  oneOf: { row: OneOfRow; value: string };
  flag: { row: FlagRow; value: true };
  since: { row: SinceRow; value: string };
  anyOf: { row: AnyOfRow; value: readonly string[] };
  hasAll: { row: HasAllRow; value: readonly string[] };
  monthFrom: { row: MonthFromRow; value: string };
  exactly: { row: ExactlyRow; value: true };
  within: { row: WithinRow; value: true };
  rated: { row: RatedRow; value: true };
  near: { row: NearRow; value: Near };
}
export type FilterKind = keyof FilterKinds;

const range = <C extends string>(column: C, side: "min" | "max", unit: RangeUnit): RangeRow<C> => ({
  kind: "range",
  column,
  side,
  unit,
});
const oneOf = <C extends string, const V extends string>(
  column: C,
  values: readonly V[],
  spec: {
    adValues: (v: V) => readonly (string | null)[];
    label: (v: V) => EnumKey;
    ignoreCase?: boolean;
  },
): OneOfRow<C, V> => ({
  kind: "oneOf",
  column,
  values,
  ignoreCase: spec.ignoreCase ?? false,
  adValues: spec.adValues,
  label: spec.label,
});
const flag = <C extends string>(column: C, summary: SummaryKey): FlagRow<C> => ({
  kind: "flag",
  column,
  summary,
});
const since = <C extends string>(column: C, summary: SummaryKey): SinceRow<C> => ({
  kind: "since",
  column,
  summary,
});

const anyOf = <C extends string, const V extends string>(
  column: C,
  values: readonly V[],
  label: (v: V) => EnumKey,
  names = false,
): AnyOfRow<C, V> => ({ kind: "anyOf", column, values, label, names });
const hasAll = <C extends string, const V extends string>(
  column: C,
  values: readonly V[],
  label: (v: V) => EnumKey,
): HasAllRow<C, V> => ({ kind: "hasAll", column, values, label });
const monthFrom = <C extends string>(column: C, summary: SummaryKey): MonthFromRow<C> => ({
  kind: "monthFrom",
  column,
  summary,
});
const exactly = <C extends string>(
  column: C,
  value: number,
  summary: SummaryKey,
): ExactlyRow<C> => ({
  kind: "exactly",
  column,
  value,
  summary,
});

const within = <C extends string>(
  column: C,
  adValues: readonly string[],
  summary: SummaryKey,
): WithinRow<C> => ({ kind: "within", column, adValues, summary });

const rated = (labels: readonly PriceLabel[], summary: SummaryKey): RatedRow<"id"> => ({
  kind: "rated",
  column: "id",
  labels,
  summary,
});

const near = <C extends string, L extends string>(
  column: C,
  lng: L,
  summary: SummaryKey,
): NearRow<C, L> => ({ kind: "near", column, lng, summary });

/** The filters in URL order; columns are the ad's (the `ads` table's field names). */
export const FILTER_TABLE = {
  min_year: range("year", "min", "year"),
  max_year: range("year", "max", "year"),
  min_mileage: range("mileageKm", "min", "km"),
  max_mileage: range("mileageKm", "max", "km"),
  min_power_kw: range("powerKw", "min", "kw"),
  max_power_kw: range("powerKw", "max", "kw"),
  min_price: range("price", "min", "price"),
  max_price: range("price", "max", "price"),
  /** `unknown` finds ads without a fuel */
  fuel_type: oneOf("fuelType", SEARCH_FUELS, {
    adValues: (v) => (v === "unknown" ? [null] : [v]),
    label: fuelKey,
  }),
  /** a group (automatic, manual, unknown) or one gearbox exactly as ads store it */
  transmission: oneOf("transmission", [...SEARCH_TRANSMISSIONS, ...TRANSMISSIONS], {
    adValues: transmissionValues,
    label: transmissionKey,
  }),
  /** `used` includes damaged; NEW and USED as the clients write them */
  condition: oneOf("condition", SEARCH_CONDITIONS, {
    adValues: (v) => CONDITION_GROUPS[v],
    label: conditionKey,
    ignoreCase: true,
  }),
  vat_refund: flag("vatRefund", "vatRefund"),
  // the car data of issue 29
  body_type: anyOf("bodyType", BODY_TYPES, bodyKey),
  /** AWD is 4×4 */
  drive_type: anyOf("driveType", DRIVE_TYPES, driveKey),
  colour: anyOf("colour", COLOURS, colourKey),
  min_doors: range("doors", "min", "doors"),
  max_doors: range("doors", "max", "doors"),
  min_seats: range("seats", "min", "seats"),
  max_seats: range("seats", "max", "seats"),
  equipment: hasAll("equipment", EQUIPMENT, equipmentKey),
  /** the STK is valid at least until this month */
  stk_until: monthFrom("stkValidUntil", "stkUntil"),
  service_book: flag("serviceBook", "serviceBook"),
  first_owner: exactly("numberOfOwners", 1, "firstOwner"),
  not_damaged: within("condition", ["new", "used"] satisfies Condition[], "notDamaged"),
  region: anyOf("region", REGIONS, regionKey, true),
  /** a place and a radius in km: "Brno,50" (the coordinates: lat, lng) */
  near: near("lat", "lng", "near"),
  seller_type: anyOf("sellerType", SELLER_TYPES, sellerTypeKey),
  /** the price rating of issue 30 is "Výborná" or "Dobrá cena" */
  good_price: rated(GOOD_PRICE_LABELS, "goodPrice"),
  /** ads created at or after this instant (saved-search alerts; not in the search form) */
  created_after: since("createdDate", "createdAfter"),
} satisfies Record<string, FilterKinds[FilterKind]["row"]>;

export type FilterKey = keyof typeof FILTER_TABLE;
export type FilterRow = (typeof FILTER_TABLE)[FilterKey];
export const FILTER_KEYS = Object.keys(FILTER_TABLE) as readonly FilterKey[];

/** The rows of one kind, with the columns the table names (for the SQL's and the index's maps). */
export type RowOfKind<K extends FilterKind> = Extract<FilterRow, { kind: K }>;
export type ColumnOf<K extends FilterKind> = RowOfKind<K>["column"];
/** A row as its kind's implementation sees it: the kind's row over the table's columns of it. */
export type KindRow<K extends FilterKind> = FilterKinds[K]["row"] & { column: ColumnOf<K> };

type ValueOf<R> =
  R extends OneOfRow<string, infer V>
    ? V
    : R extends AnyOfRow<string, infer V> | HasAllRow<string, infer V>
      ? readonly V[]
      : R extends { kind: infer K extends FilterKind }
        ? FilterKinds[K]["value"]
        : never;
/** Filter values as the parsed filters hold them. */
export type FilterValues = { [K in FilterKey]?: ValueOf<(typeof FILTER_TABLE)[K]> };
export type FilterValue<K extends FilterKey> = NonNullable<FilterValues[K]>;
export type RangeKey = {
  [K in FilterKey]: (typeof FILTER_TABLE)[K] extends RangeRow ? K : never;
}[FilterKey];

/** A filter's value that sets nothing: absent, or an empty list (the parser never gives one). */
export const isUnset = (v: unknown): v is undefined =>
  v === undefined || (Array.isArray(v) && v.length === 0);

/**
 * A set filter through its kind's implementation: `impl[kind](row, value, context)`. Each module
 * deriving from the table gives `impl` for every kind, so a kind it lacks is a type error.
 */
export function byKind<X, R>(
  impl: { [K in FilterKind]: (row: KindRow<K>, v: FilterKinds[K]["value"], x: X) => R },
  key: FilterKey,
  v: unknown,
  x: X,
): R {
  const row = FILTER_TABLE[key];
  return (impl[row.kind] as (row: FilterRow, v: unknown, x: X) => R)(row, v, x);
}
