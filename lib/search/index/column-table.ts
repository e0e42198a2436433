// The in-process search index's column tables: which ad fields it keeps beside the catalog, price,
// year, mileage, power and times (./columns.ts keeps those as fields of its own), and how. A filter
// on a new ad column is a row here (ARCHITECTURE.md §1, "Search filters"). Pure: no I/O here.
import type { IndexField } from "@/lib/ads/fields";

/** A code column's row: text coded by a dictionary, or a boolean; its slots listed or not. */
/** A missing number (mileage, power, owners…) in a numeric column. */
export const NONE = -1;

export type CodeColumnRow = { type: "text" | "bool"; postings: boolean };

/**
 * The narrow columns a one-of or flag filter tests, each a code per slot (a value's code in its
 * dictionary, 0 for null; a boolean 1 for true, 0 for false or null). With `postings`, each code's
 * slots are listed too, so a rare value narrows a search to its own ads (8 bytes an ad: kept for
 * the columns whose values are rare or that landing pages choose). A new one is a row here.
 */
export const CODE_COLUMNS = {
  fuelType: { type: "text", postings: true },
  transmission: { type: "text", postings: true },
  condition: { type: "text", postings: true },
  bodyType: { type: "text", postings: true },
  region: { type: "text", postings: true },
  driveType: { type: "text", postings: false },
  colour: { type: "text", postings: false },
  sellerType: { type: "text", postings: false },
  vatRefund: { type: "bool", postings: true },
  serviceBook: { type: "bool", postings: false },
} as const satisfies {
  [K in IndexField]?: CodeColumnRow;
};
export type CodeField = keyof typeof CODE_COLUMNS;

/** The typed arrays a numeric column is held in. */
export type NumberArray = Int8Array | Int16Array | Int32Array | Float64Array;
/** A number column's row: the typed array its values fit. */
export type NumberColumnRow = new (n: number) => NumberArray;

/**
 * The other numeric columns a range tests (NONE of ./columns.ts for null), as narrow as their
 * values allow: the hot ones (price, year, mileage, power, created) are IndexColumns' own fields,
 * which the orderings read.
 */
export const NUMBER_COLUMNS = {
  numberOfOwners: Int8Array,
  doors: Int8Array,
  seats: Int8Array,
  /** months since year 0 ("2027-05" → 2027 × 12 + 4) */
  stkValidUntil: Int32Array,
  /** × COORD_SCALE (./columns.ts) */
  lat: Int32Array,
  lng: Int32Array,
} as const satisfies {
  [K in IndexField]?: NumberColumnRow;
};
export type NumberField = keyof typeof NUMBER_COLUMNS;
