// Compiling a search for the in-process index: each filter of ../filter-table.ts by its kind, over
// the index column its row's ad column is kept in — ranges as bounds on a numeric column, one-of
// values and flags as masks over a column of codes — and catalog items as codes. INDEX_KINDS is a
// Record over FilterKind (a kind without its index test does not compile), and the column maps
// below are Records over the table's columns of each kind (a row naming a column the index does not
// keep does not compile).
import type { CatalogItem, SearchFilters, SortKey } from "../constants";
import {
  byKind,
  FILTER_KEYS,
  type ColumnOf,
  type FilterKind,
  type FilterKinds,
  type KindRow,
} from "../filter-table";
import { hasAnyFilter } from "../filter-url";
import { NONE, type Dictionaries, type IndexColumns } from "./columns";
import type { Postings } from "./lists";

export interface CompiledItem {
  make: number;
  model: number;
  generations: Set<number> | null;
  variants: Set<number> | null;
}

/** A numeric column within bounds (both inclusive). */
export interface CompiledRange {
  values: Int16Array | Int32Array | Float64Array;
  lo: number;
  hi: number;
  /** the column holds NONE for null, which no bound matches */
  nullable: boolean;
  /** the ordering presorted by this column: the stretch inside the bounds holds every match */
  sort: SortKey | null;
}

/** A column of codes whose code must be on in the mask; each code's ads are in `postings`. */
export interface CompiledMask {
  values: Uint8Array;
  mask: Uint8Array;
  postings: Postings;
}

/** A search as the scan reads it: every range and mask must hold, and one of the items. */
export interface Compiled {
  any: boolean;
  ranges: CompiledRange[];
  masks: CompiledMask[];
  items: CompiledItem[] | null;
}

type Keys<T> = {
  [K in keyof IndexColumns]: IndexColumns[K] extends T ? K : never;
}[keyof IndexColumns];

/** An index column a range or instant filter bounds. */
interface RangeColumn {
  values: Keys<Int16Array | Int32Array | Float64Array>;
  nullable: boolean;
  sort: SortKey | null;
}
/** Where the index keeps each ad column a range or "since" row names. */
const RANGE_COLUMNS: Record<ColumnOf<"range" | "since">, RangeColumn> = {
  year: { values: "year", nullable: false, sort: "year" },
  price: { values: "price", nullable: false, sort: "price" },
  mileageKm: { values: "mileage", nullable: true, sort: "mileage" },
  powerKw: { values: "power", nullable: true, sort: null },
  // microseconds, as the rows hold them
  createdDate: { values: "created", nullable: false, sort: "created" },
};

/** An index column of codes: its values, the dictionary of a one-of column, each code's ads. */
interface CodeColumn {
  values: Keys<Uint8Array>;
  postings: Keys<Postings>;
}
const ONE_OF_COLUMNS: Record<ColumnOf<"oneOf">, CodeColumn & { dict: keyof Dictionaries }> = {
  fuelType: { values: "fuel", dict: "fuel", postings: "byFuel" },
  transmission: { values: "transmission", dict: "transmission", postings: "byTransmission" },
  condition: { values: "condition", dict: "condition", postings: "byCondition" },
};
/** A flag's column holds 1 for true, 0 for false or null. */
const FLAG_COLUMNS: Record<ColumnOf<"flag">, CodeColumn> = {
  vatRefund: { values: "vat", postings: "byVat" },
};

/** The search being compiled: its ranges by index column, merged when several rows bound one. */
interface Compiling {
  ix: IndexColumns;
  ranges: Map<string, CompiledRange>;
  masks: CompiledMask[];
}

function bound(c: Compiling, column: RangeColumn, lo: number, hi: number) {
  const r = c.ranges.get(column.values);
  if (r) [r.lo, r.hi] = [Math.max(r.lo, lo), Math.min(r.hi, hi)];
  else
    c.ranges.set(column.values, {
      values: c.ix[column.values],
      lo,
      hi,
      nullable: column.nullable,
      sort: column.sort,
    });
}

/** The codes of these values (null = unknown) as a mask over a column of codes. */
function mask(c: Compiling, column: CodeColumn, codes: number[], size: number) {
  const m = new Uint8Array(size);
  for (const code of codes) if (code >= 0) m[code] = 1;
  c.masks.push({ values: c.ix[column.values], mask: m, postings: c.ix[column.postings] });
}

/** Each kind's part of the compiled search (the SQL is in ../filters.sql.ts). */
const INDEX_KINDS: {
  [K in FilterKind]: (row: KindRow<K>, v: FilterKinds[K]["value"], c: Compiling) => void;
} = {
  range: (row, v, c) =>
    bound(
      c,
      RANGE_COLUMNS[row.column],
      row.side === "min" ? v : -Infinity,
      row.side === "max" ? v : Infinity,
    ),
  since: (row, v, c) => bound(c, RANGE_COLUMNS[row.column], Date.parse(v) * 1000, Infinity),
  oneOf: (row, v, c) => {
    const column = ONE_OF_COLUMNS[row.column];
    const dict = c.ix.dict[column.dict];
    const codes = row.adValues(v).map((value) => (value === null ? 0 : dict.find(value)));
    mask(c, column, codes, dict.size);
  },
  flag: (row, _, c) => mask(c, FLAG_COLUMNS[row.column], [1], 2),
};

/** A search as the scan reads it. */
export function compile(ix: IndexColumns, f: SearchFilters): Compiled {
  const items = f.catalog.length ? f.catalog.map((item) => compileItem(ix, item)) : null;
  const c: Compiling = { ix, ranges: new Map(), masks: [] };
  for (const key of FILTER_KEYS) {
    const v = f[key];
    if (v !== undefined) byKind(INDEX_KINDS, key, v, c);
  }
  return {
    any: hasAnyFilter(f),
    ranges: [...c.ranges.values()],
    masks: c.masks,
    items:
      items && items.some((i) => i === null) && items.every((i) => i === null)
        ? []
        : (items?.filter((i): i is CompiledItem => i !== null) ?? null),
  };
}

/** A catalog item as codes; null when it names something no ad has (it matches nothing). */
function compileItem(ix: IndexColumns, item: CatalogItem): CompiledItem | null {
  const make = item.make === undefined ? NONE : ix.dict.make.find(item.make);
  const model = item.model === undefined ? NONE : ix.dict.model.find(item.model);
  if ((item.make !== undefined && make < 0) || (item.model !== undefined && model < 0)) return null;
  const variants = item.variants?.length
    ? new Set(item.variants.map((v) => ix.dict.variant.find(v)).filter((v) => v > 0))
    : null;
  if (variants && variants.size === 0) return null;
  return {
    make,
    model,
    generations: item.generation_ids?.length ? new Set(item.generation_ids) : null,
    variants,
  };
}
