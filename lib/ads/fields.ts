// An ad's fields, declared once (ARCHITECTURE.md §3.1): the facts of the car a seller or a feed
// gives. Everything that lists them derives from this table — the ads table's columns and their
// CHECKs (lib/infra/db/schema/), the API's CarAd and AdListItem and their row mappers (./types.ts,
// ./view.ts), the card and index columns (./cards.ts, lib/search/queries.ts), the wizard's payload
// (components/create-ad/state/payload.ts), the create and edit rules (./schemas.ts), the row a publish writes
// (./publish.ts), the edit screen's columns (./edit.ts) and the import feed (lib/import/feed.ts,
// lib/import/columns.ts). A new field is a row here, a migration and its messages.
//
// The server's own columns (status, source, seller, dates, the car) are not fields: they are in
// lib/infra/db/schema/ and set by the server alone. Client-safe: no zod, no drizzle.
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  PURCHASE_COUNTRIES,
  TRANSMISSIONS,
} from "@/lib/enums";
import { COLOURS, EQUIPMENT, REGIONS, SELLER_TYPES } from "@/lib/enums/car-data";

import {
  DESCRIPTION_MAX,
  DOORS_MAX,
  DOORS_MIN,
  MAX_YEAR,
  MILEAGE_MAX,
  MIN_YEAR,
  OWNERS_MAX,
  POWER_MAX,
  PRICE_MAX,
  PRICE_MIN,
  SEATS_MAX,
  SEATS_MIN,
  TITLE_MAX,
} from "./bounds";

export * from "./bounds";

interface Common {
  /** NOT NULL in the table (and always present in the API) */
  required?: true;
  /** on result cards: AdListItem and the card query (every field is on CarAd, the ad page's) */
  card?: true;
  /** kept by the in-process search index (lib/search/index) */
  index?: true;
  /** the seller sets it: the wizard's payload, the create and edit rules, the edit screen */
  seller?: true;
  /** its key in an import feed line (lib/import/feed.ts), when a feed gives it */
  feed?: string;
}

/** A whole number; `check` names the table's range CHECK (ads_<name>_check), `checkMin` when it differs from `min`. */
interface IntField extends Common {
  type: "int";
  min: number;
  max: number;
  check?: string;
  checkMin?: number;
}
interface TextField extends Common {
  type: "text";
  max: number;
}
interface BoolField extends Common {
  type: "bool";
}
/** A number with a fraction (coordinates). */
interface FloatField extends Common {
  type: "float";
}
/** A month, "2027-05" (the table keeps the text; it sorts as the months do); `check` as int's. */
interface MonthField extends Common {
  type: "month";
  check: string;
}
/**
 * A set of values of a closed list, kept in order of the list, never null (empty: none); `check`
 * names the table's CHECK that every value is of the list. Filtered by "has all of".
 */
interface SetField extends Common {
  type: "set";
  values: readonly [string, ...string[]];
  check: string;
  required: true;
}
/** One of a closed value set (lib/enums); `check` names the table's CHECK (ads_<name>_check). */
interface EnumField extends Common {
  type: "enum";
  values: readonly [string, ...string[]];
  check: string;
  default?: string;
}
export type FieldSpec =
  IntField | TextField | BoolField | EnumField | FloatField | MonthField | SetField;

export const AD_FIELDS = {
  title: { type: "text", max: TITLE_MAX, required: true, card: true, seller: true, feed: "title" },
  make: {
    type: "text",
    max: 100,
    required: true,
    card: true,
    index: true,
    seller: true,
    feed: "make",
  },
  model: {
    type: "text",
    max: 100,
    required: true,
    card: true,
    index: true,
    seller: true,
    feed: "model",
  },
  generation: { type: "text", max: 100, card: true, seller: true },
  generationId: { type: "int", min: 1, max: 2_000_000_000, card: true, index: true, seller: true },
  variant: { type: "text", max: 100, index: true, seller: true },
  year: {
    type: "int",
    min: MIN_YEAR,
    max: MAX_YEAR,
    check: "year",
    required: true,
    card: true,
    index: true,
    seller: true,
    feed: "year",
  },
  price: {
    type: "int",
    min: PRICE_MIN,
    max: PRICE_MAX,
    check: "price",
    checkMin: 1,
    required: true,
    card: true,
    index: true,
    seller: true,
    feed: "price",
  },
  vatRefund: { type: "bool", card: true, index: true, seller: true, feed: "vat_refund" },
  condition: {
    type: "enum",
    values: CONDITIONS,
    check: "condition",
    default: "used",
    required: true,
    card: true,
    index: true,
    seller: true,
    feed: "condition",
  },
  mileageKm: {
    type: "int",
    min: 0,
    max: MILEAGE_MAX,
    check: "mileage",
    card: true,
    index: true,
    seller: true,
    feed: "mileage_km",
  },
  numberOfOwners: {
    type: "int",
    min: 0,
    max: OWNERS_MAX,
    check: "owners",
    index: true,
    seller: true,
    feed: "owners",
  },
  powerKw: {
    type: "int",
    min: 1,
    max: POWER_MAX,
    check: "power",
    card: true,
    index: true,
    seller: true,
    feed: "power_kw",
  },
  fuelType: {
    type: "enum",
    values: FUEL_TYPES,
    check: "fuel",
    card: true,
    index: true,
    seller: true,
    feed: "fuel",
  },
  transmission: {
    type: "enum",
    values: TRANSMISSIONS,
    check: "transmission",
    card: true,
    index: true,
    seller: true,
    feed: "transmission",
  },
  driveType: {
    type: "enum",
    index: true,
    values: DRIVE_TYPES,
    check: "drive",
    card: true,
    seller: true,
    feed: "drive",
  },
  bodyType: {
    type: "enum",
    index: true,
    values: BODY_TYPES,
    check: "body",
    card: true,
    seller: true,
    feed: "body",
  },
  purchaseCountry: { type: "enum", values: PURCHASE_COUNTRIES, check: "country", seller: true },
  locationName: { type: "text", max: 200, card: true, seller: true, feed: "location" },
  locationLink: { type: "text", max: 500, seller: true },
  vinNumber: { type: "text", max: 17, seller: true, feed: "vin" },
  descCz: { type: "text", max: DESCRIPTION_MAX, seller: true },
  colour: {
    type: "enum",
    values: COLOURS,
    check: "colour",
    index: true,
    seller: true,
    feed: "colour",
  },
  metallic: { type: "bool", seller: true, feed: "metallic" },
  doors: {
    type: "int",
    min: DOORS_MIN,
    max: DOORS_MAX,
    check: "doors",
    index: true,
    seller: true,
    feed: "doors",
  },
  seats: {
    type: "int",
    min: SEATS_MIN,
    max: SEATS_MAX,
    check: "seats",
    index: true,
    seller: true,
    feed: "seats",
  },
  equipment: {
    type: "set",
    values: EQUIPMENT,
    check: "equipment",
    required: true,
    index: true,
    seller: true,
    feed: "equipment",
  },
  /** the technical inspection (STK) is valid until the end of this month */
  stkValidUntil: {
    type: "month",
    check: "stk",
    index: true,
    seller: true,
    feed: "stk_valid_until",
  },
  serviceBook: { type: "bool", index: true, seller: true, feed: "service_book" },
  garaged: { type: "bool", seller: true, feed: "garaged" },
  // Where the car is, resolved by the server from location_name (lib/ads/place.ts): null when
  // the place is not one the gazetteer knows (the text stays).
  region: { type: "enum", values: REGIONS, check: "region", card: true, index: true },
  lat: { type: "float", index: true },
  lng: { type: "float", index: true },
  /** set by the server: the seller profile's dealer flag, or an imported listing */
  sellerType: {
    type: "enum",
    values: SELLER_TYPES,
    check: "seller_type",
    default: "private",
    required: true,
    card: true,
    index: true,
  },
  descEn: { type: "text", max: DESCRIPTION_MAX },
  descRu: { type: "text", max: DESCRIPTION_MAX },
} as const satisfies Record<string, FieldSpec>;

export type AdField = keyof typeof AD_FIELDS;
type Spec<K extends AdField> = (typeof AD_FIELDS)[K];
type FieldsWith<Flag extends keyof Common> = {
  [K in AdField]: Spec<K> extends Record<Flag, unknown> ? K : never;
}[AdField];
export type CardField = FieldsWith<"card">;
export type IndexField = FieldsWith<"index">;
export type SellerField = FieldsWith<"seller">;

/** "mileageKm" → "mileage_km": an ad field's name in the API, the forms and the table. */
export type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}`
  : "";
export const snake = <S extends string>(name: S) =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Snake<S>;

/** A field's value: enum fields their value set, nullable unless required. */
type ValueOf<F> = F extends { type: "int" | "float" }
  ? number
  : F extends { type: "bool" }
    ? boolean
    : F extends { type: "enum"; values: readonly (infer V)[] }
      ? V
      : F extends { type: "set"; values: readonly (infer V)[] }
        ? V[]
        : string;
export type FieldValue<K extends AdField> =
  Spec<K> extends { required: true } ? ValueOf<Spec<K>> : ValueOf<Spec<K>> | null;

/** These fields under their API names with their values (the API's views of an ad are built of it). */
export type ApiFields<K extends AdField> = { [P in K as Snake<P>]: FieldValue<P> };

const fieldsWith = <K extends AdField>(flag: keyof Common) =>
  (Object.keys(AD_FIELDS) as AdField[]).filter(
    (k) => (AD_FIELDS[k] as Common)[flag] !== undefined,
  ) as K[];

export const FIELD_NAMES = Object.keys(AD_FIELDS) as AdField[];
export const CARD_FIELDS = fieldsWith<CardField>("card");
export const INDEX_FIELDS = fieldsWith<IndexField>("index");
export const SELLER_FIELDS = fieldsWith<SellerField>("seller");

/** A field's spec, widened (for code that treats every field alike). */
export const fieldSpec = (name: AdField): FieldSpec => AD_FIELDS[name];

/** The chosen values of a set field as it keeps them: once each, in the order of its list. */
export const inListOrder = <V extends string>(list: readonly V[], chosen: readonly string[]): V[] =>
  list.filter((v) => chosen.includes(v));

/** A field's value when none is given: a set's is empty, an enum's its default, every other's null. */
export const defaultValue = (k: AdField): [] | string | null => {
  const spec: FieldSpec = AD_FIELDS[k];
  return spec.type === "set" ? [] : spec.type === "enum" ? (spec.default ?? null) : null;
};

/** [field, API name] of each field, worked out once (the mappers run per row). */
export const namesOf = <K extends AdField>(names: readonly K[]) =>
  names.map((k) => [k, snake(k)] as const);

/**
 * The values given under API names as ad columns: `{ mileage_km: 1 }` → `{ mileageKm: 1 }`. A
 * field that is absent (undefined) is left out.
 */
export function fieldsFromApi<K extends AdField>(
  input: { [P in K as Snake<P>]?: FieldValue<P> | undefined },
  names: readonly K[],
): { [P in K]?: FieldValue<P> } {
  const out: Record<string, unknown> = {};
  const values = input as Record<string, unknown>;
  for (const k of names) {
    const v = values[snake(k)];
    if (v !== undefined) out[k] = v;
  }
  return out as { [P in K]?: FieldValue<P> };
}

// ---------------------------------------------------------------- the import feed's fields

export type FeedField = FieldsWith<"feed">;
type FeedKey<K extends FeedField> = Spec<K>["feed"];
/** The feed's key of each field it gives ("fuelType" → "fuel"). */
export const FEED_FIELDS = fieldsWith<FeedField>("feed").map(
  (k) => [k, AD_FIELDS[k].feed] as { [K in FeedField]: readonly [K, FeedKey<K>] }[FeedField],
);
/** A field a feed line must give: required and without a default (a set's is empty). */
type FeedRequired = {
  [K in FeedField]: Spec<K> extends { required: true }
    ? Spec<K> extends { default: string } | { type: "set" }
      ? never
      : K
    : never;
}[FeedField];
export const feedRequires = (k: FeedField) => {
  const spec: FieldSpec = AD_FIELDS[k];
  return (
    spec.required === true &&
    spec.type !== "set" &&
    !("default" in spec && spec.default !== undefined)
  );
};
/** A parsed feed line's field values under the feed's keys. */
export type FeedValues = { [K in FeedRequired as FeedKey<K>]: ValueOf<Spec<K>> } & {
  [K in Exclude<FeedField, FeedRequired> as FeedKey<K>]?: ValueOf<Spec<K>>;
};
