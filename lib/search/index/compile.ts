// Compiling a search for the in-process index: each filter of ../filter-table.ts by its kind, over
// the index column its row's ad column is kept in — ranges, months and exact values as bounds on a
// numeric column, one-of and any-of values and flags as masks over a column of codes, "has all of"
// as wanted bits of a set's bit mask — and catalog items as codes. INDEX_KINDS is a Record over
// FilterKind (a kind without its index test does not compile), and the column maps below (and
// IndexColumns.codes for the columns of codes) are keyed by the table's columns of each kind (a row
// naming a column the index does not keep does not compile).
import type { CatalogItem, SearchFilters, SortKey } from "../constants";
import {
  byKind,
  FILTER_KEYS,
  isUnset,
  type ColumnOf,
  type FilterKind,
  type FilterKinds,
  type KindRow,
} from "../filter-table";
import { hasAnyFilter } from "../filter-url";
import { latitudeBand, type Point } from "../near";
import { pointOf } from "../places";
import { NONE, type NumberArray } from "./column-table";
import {
  EQUIPMENT_BIT,
  monthNumber,
  RATING_CODE,
  type CodeColumn,
  type IndexColumns,
} from "./columns";
import type { Postings } from "./lists";

export interface CompiledItem {
  make: number;
  model: number;
  generations: Set<number> | null;
  variants: Set<number> | null;
}

/** A numeric column within bounds (both inclusive). */
export interface CompiledRange {
  values: NumberArray;
  lo: number;
  hi: number;
  /** the column holds NONE for null, which no bound matches */
  nullable: boolean;
  /** the ordering presorted by this column: the stretch inside the bounds holds every match */
  sort: SortKey | null;
}

/** A column of codes whose code must be on in the mask; each code's ads are in `postings` when listed. */
export interface CompiledMask {
  values: Uint8Array;
  mask: Uint8Array;
  postings: Postings | null;
}

/** A set column held as two words of bits per slot, which must have every wanted bit. */
export interface CompiledBits {
  lo: Uint32Array;
  hi: Uint32Array;
  wantLo: number;
  wantHi: number;
}

/** Within `km` of a point (the ad's coordinates, ./columns.ts numbers.lat and lng). */
export interface CompiledCircle {
  point: Point;
  km: number;
  /** the latitudes it spans: the cheap test first */
  band: readonly [number, number];
}

/** A search as the scan reads it: every range, mask, bit set and circle must hold, and one of the items. */
export interface Compiled {
  any: boolean;
  ranges: CompiledRange[];
  masks: CompiledMask[];
  bits: CompiledBits[];
  circles: CompiledCircle[];
  items: CompiledItem[] | null;
}

/** An index column a range, a month or an exact value bounds. */
interface RangeColumn {
  values: (ix: IndexColumns) => NumberArray;
  nullable: boolean;
  sort: SortKey | null;
}
/** Where the index keeps each ad column a range, "since", month or exact-value row names. */
const RANGE_COLUMNS: Record<ColumnOf<"range" | "since" | "monthFrom" | "exactly">, RangeColumn> = {
  year: { values: (ix) => ix.year, nullable: false, sort: "year" },
  price: { values: (ix) => ix.price, nullable: false, sort: "price" },
  mileageKm: { values: (ix) => ix.mileage, nullable: true, sort: "mileage" },
  powerKw: { values: (ix) => ix.power, nullable: true, sort: null },
  // microseconds, as the rows hold them
  createdDate: { values: (ix) => ix.created, nullable: false, sort: "created" },
  doors: { values: (ix) => ix.numbers.doors, nullable: true, sort: null },
  seats: { values: (ix) => ix.numbers.seats, nullable: true, sort: null },
  numberOfOwners: { values: (ix) => ix.numbers.numberOfOwners, nullable: true, sort: null },
  // months as numbers (./columns.ts monthNumber)
  stkValidUntil: { values: (ix) => ix.numbers.stkValidUntil, nullable: true, sort: null },
};

/** Where the index keeps each set column a "has all of" row names: two words of bits. */
const SET_COLUMNS: Record<
  ColumnOf<"hasAll">,
  { words: (ix: IndexColumns) => [Uint32Array, Uint32Array]; bit: ReadonlyMap<string, number> }
> = {
  equipment: { words: (ix) => [ix.equipmentLo, ix.equipmentHi], bit: EQUIPMENT_BIT },
};

/** The search being compiled: its ranges by ad column, merged when several rows bound one. */
interface Compiling {
  ix: IndexColumns;
  ranges: Map<string, CompiledRange>;
  masks: CompiledMask[];
  bits: CompiledBits[];
  circles: CompiledCircle[];
}

const NOWHERE: CompiledCircle = { point: { lat: 0, lng: 0 }, km: -1, band: [1, -1] };

function bound(c: Compiling, name: keyof typeof RANGE_COLUMNS, lo: number, hi: number) {
  const r = c.ranges.get(name);
  if (r) [r.lo, r.hi] = [Math.max(r.lo, lo), Math.min(r.hi, hi)];
  else {
    const column = RANGE_COLUMNS[name];
    c.ranges.set(name, {
      values: column.values(c.ix),
      lo,
      hi,
      nullable: column.nullable,
      sort: column.sort,
    });
  }
}

/** These codes as a mask over a column of codes (a code below 0 is a value no ad has). */
function mask(c: Compiling, column: CodeColumn, codes: number[]) {
  const m = new Uint8Array(column.dict ? column.dict.size : 2);
  for (const code of codes) if (code >= 0) m[code] = 1;
  c.masks.push({ values: column.values, mask: m, postings: column.postings });
}

/** Each kind's part of the compiled search (the SQL is in ../filters.sql.ts). */
const INDEX_KINDS: {
  [K in FilterKind]: (row: KindRow<K>, v: FilterKinds[K]["value"], c: Compiling) => void;
} = {
  range: (row, v, c) =>
    bound(c, row.column, row.side === "min" ? v : -Infinity, row.side === "max" ? v : Infinity),
  since: (row, v, c) => bound(c, row.column, Date.parse(v) * 1000, Infinity),
  monthFrom: (row, v, c) => bound(c, row.column, monthNumber(v), Infinity),
  exactly: (row, _, c) => bound(c, row.column, row.value, row.value),
  oneOf: (row, v, c) => {
    const column: CodeColumn = c.ix.codes[row.column];
    const dict = column.dict!;
    mask(
      c,
      column,
      row.adValues(v).map((value) => (value === null ? 0 : dict.find(value))),
    );
  },
  within: (row, _, c) => {
    const column: CodeColumn = c.ix.codes[row.column];
    mask(
      c,
      column,
      row.adValues.map((value) => column.dict!.find(value)),
    );
  },
  anyOf: (row, v, c) => {
    const column: CodeColumn = c.ix.codes[row.column];
    mask(
      c,
      column,
      v.map((value) => column.dict!.find(value)),
    );
  },
  flag: (row, _, c) => mask(c, c.ix.codes[row.column], [1]),
  // the ad's price label, kept beside its columns (its id is the rating's key)
  rated: (row, _, c) => {
    const m = new Uint8Array(RATING_CODE.size + 1);
    for (const label of row.labels) m[RATING_CODE.get(label)!] = 1;
    c.masks.push({ values: c.ix.rating, mask: m, postings: null });
  },
  near: (row, v, c) => {
    const point = pointOf(v.place);
    // a place no one knows: nothing is near it
    c.circles.push(point ? { point, km: v.km, band: latitudeBand(point, v.km) } : NOWHERE);
  },
  hasAll: (row, v, c) => {
    const column = SET_COLUMNS[row.column];
    const [lo, hi] = column.words(c.ix);
    let wantLo = 0;
    let wantHi = 0;
    for (const value of v) {
      const bit = column.bit.get(value)!;
      if (bit < 32) wantLo |= 1 << bit;
      else wantHi |= 1 << (bit - 32);
    }
    c.bits.push({ lo, hi, wantLo: wantLo >>> 0, wantHi: wantHi >>> 0 });
  },
};

/** A search as the scan reads it. */
export function compile(ix: IndexColumns, f: SearchFilters): Compiled {
  const items = f.catalog.length ? f.catalog.map((item) => compileItem(ix, item)) : null;
  const c: Compiling = { ix, ranges: new Map(), masks: [], bits: [], circles: [] };
  for (const key of FILTER_KEYS) {
    const v = f[key];
    if (!isUnset(v)) byKind(INDEX_KINDS, key, v, c);
  }
  return {
    any: hasAnyFilter(f),
    ranges: [...c.ranges.values()],
    masks: c.masks,
    bits: c.bits,
    circles: c.circles,
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
