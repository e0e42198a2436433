// Scanning the in-process index for a compiled search (./compile.ts) a filter at a time: the
// fewest candidate slots are copied into a selection (IndexColumns.selection), and each range,
// mask, bit set, catalog item and circle in turn keeps the slots that hold it, in one tight loop
// over one column (a cheap filter first, so the costly ones see fewer slots); then a car once (its
// best matching listing). Walking an ordering finds a page of many matches. Reads the columns
// (./columns.ts), writes only their selection and scan marks.
import type { SortKey } from "../constants";
import { distanceKm } from "../near";
import { NONE, type NumberArray } from "./column-table";
import { COORD_SCALE, type IndexColumns } from "./columns";
import type { Compiled, CompiledItem, CompiledRange } from "./compile";
import { lowerBound, type Segment } from "./lists";

/** The fewest slots that can hold every match, and the range whose ordering gave them (it need not be tested again). */
interface Candidates {
  segments: Segment[];
  /** out of slot order (an ordering's stretch), or lists that may share slots (several makes and models) */
  scattered: boolean;
  /** the range these slots are the ordering's stretch of */
  range: CompiledRange | null;
}

/**
 * The ads of the chosen makes or models, of the values a one-of or flag filter allows, or the
 * stretch of an ordering inside a range, whichever is fewest; null when nothing narrows.
 */
function candidates(ix: IndexColumns, c: Compiled): Candidates | null {
  let best: Candidates | null = null;
  let size = ix.size;
  const consider = (segments: Segment[], scattered: boolean, range: CompiledRange | null) => {
    const n = segments.reduce((sum, g) => sum + g.to - g.from, 0);
    if (n < size) [best, size] = [{ segments, scattered, range }, n];
  };
  if (c.items && c.items.every((i) => i.make >= 0 || i.model >= 0)) {
    const lists = new Set(
      c.items.map((i) => (i.model >= 0 ? ix.byModel.get(i.model) : ix.byMake.get(i.make))),
    );
    const segments = [...lists].flatMap((l) =>
      l ? [{ slots: l.slots, from: 0, to: l.length }] : [],
    );
    consider(segments, segments.length > 1, null);
  }
  // the codes a mask allows, each code's ads (a slot has one code: the lists share none)
  for (const { mask, postings } of c.masks) {
    if (!postings) continue;
    const segments: Segment[] = [];
    mask.forEach((on, code) => {
      const list = on ? postings.get(code) : undefined;
      if (list) segments.push({ slots: list.slots, from: 0, to: list.length });
    });
    consider(segments, false, null);
  }
  for (const range of c.ranges) {
    const stretch = stretchOf(ix, range);
    if (stretch) consider([stretch], true, range);
  }
  return best;
}

/** The stretch of an ordering whose values are within a range, if one is sorted by its column. */
export function stretchOf(ix: IndexColumns, range: CompiledRange): Segment | null {
  const { values, lo, hi, sort } = range;
  if (!sort) return null;
  const list = ix.orderings.lists[sort];
  // the ads without mileage sit after the others in its ordering
  const length = sort === "mileage" ? ix.orderings.withMileage : ix.size;
  const from = lowerBound(list, length, values, lo, false);
  // bounds that cross (a minimum above the maximum) hold nothing
  const to = Math.max(from, lowerBound(list, length, values, hi, true));
  return { slots: list, from, to };
}

/** A fresh scan mark (IndexColumns.marks): slots marked with it are this scan's. */
function nextMark(ix: IndexColumns): number {
  if (++ix.markId === 0xffffffff) {
    ix.marks.fill(0);
    ix.markId = 1;
  }
  return ix.markId;
}

/** Fewer scattered candidates than this are read as they come (they fit the CPU's caches). */
const SCATTERED_FROM = 4096;

/**
 * The candidates into the selection, each once, in slot order where it matters; how many. The
 * filters read their columns at the selected slots: in slot order they read memory in order,
 * where an ordering's stretch (slots in price order) would read it at random, several times
 * slower at a million ads.
 */
function select(ix: IndexColumns, found: Candidates | null, sel: Int32Array): number {
  let n = 0;
  if (!found) {
    const live = ix.live;
    for (let s = 0, end = ix.slots; s < end; s++) if (live[s] === 1) sel[n++] = s;
    return n;
  }
  const { segments } = found;
  if (
    !found.scattered ||
    (segments.length === 1 && segments[0].to - segments[0].from < SCATTERED_FROM)
  ) {
    for (const { slots, from, to } of segments) {
      sel.set(slots.subarray(from, to), n);
      n += to - from;
    }
    return n;
  }
  // a bit per candidate (a slot in two lists sets it twice), then the set bits in slot order,
  // cleared on the way for the next scan
  const bits = ix.slotBits;
  for (const { slots, from, to } of segments)
    for (let k = from; k < to; k++) {
      const s = slots[k];
      bits[s >>> 5] |= 1 << (s & 31);
    }
  for (let w = 0, end = (ix.slots >>> 5) + 1; w < end; w++) {
    let word = bits[w];
    if (word === 0) continue;
    bits[w] = 0;
    while (word !== 0) {
      const low = word & -word;
      sel[n++] = (w << 5) | (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return n;
}

// Each keeps, of the first n selected slots, those that hold its filter (in order, in place), and
// answers how many: one column read per slot.

function keepRange({ values, lo, hi, nullable }: CompiledRange, sel: Int32Array, n: number) {
  let k = 0;
  const v: NumberArray = values;
  if (nullable) {
    for (let i = 0; i < n; i++) {
      const s = sel[i];
      const x = v[s];
      if (x >= lo && x <= hi && x !== NONE) sel[k++] = s;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const s = sel[i];
      const x = v[s];
      if (x >= lo && x <= hi) sel[k++] = s;
    }
  }
  return k;
}

function keepMask(values: Uint8Array, mask: Uint8Array, sel: Int32Array, n: number) {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    if (mask[values[s]] === 1) sel[k++] = s;
  }
  return k;
}

function keepBits(
  lo: Uint32Array,
  hi: Uint32Array,
  wantLo: number,
  wantHi: number,
  sel: Int32Array,
  n: number,
) {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    if ((lo[s] & wantLo) >>> 0 === wantLo && (hi[s] & wantHi) >>> 0 === wantHi) sel[k++] = s;
  }
  return k;
}

function keepItems(ix: IndexColumns, items: CompiledItem[], sel: Int32Array, n: number) {
  const { make, model, generation, variant } = ix;
  let k = 0;
  if (items.length === 1 && !items[0].generations && !items[0].variants) {
    // one make or model: two comparisons
    const it = items[0];
    for (let i = 0; i < n; i++) {
      const s = sel[i];
      if ((it.make < 0 || make[s] === it.make) && (it.model < 0 || model[s] === it.model))
        sel[k++] = s;
    }
    return k;
  }
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    if (matchesItems(items, make[s], model[s], generation[s], variant[s])) sel[k++] = s;
  }
  return k;
}

function keepNear(ix: IndexColumns, c: Compiled["circles"][number], sel: Int32Array, n: number) {
  const { point, km, band } = c;
  const { lat, lng } = ix.numbers;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    if (lat[s] === NONE) continue;
    const y = lat[s] / COORD_SCALE;
    if (y < band[0] || y > band[1]) continue;
    if (distanceKm(point, { lat: y, lng: lng[s] / COORD_SCALE }) <= km) sel[k++] = s;
  }
  return k;
}

/**
 * Counts the matches, a car once (its best matching listing), and marks them: they are then the
 * first `count` slots of `ix.selection` (in no particular order) until the next scan.
 */
export function scan(ix: IndexColumns, c: Compiled): number {
  const sel = ix.selection;
  const found = candidates(ix, c);
  let n = select(ix, found, sel);
  // the cheap tests first: a code or bits per slot, then the numbers, the catalog, the distance
  for (let i = 0; i < c.masks.length && n > 0; i++)
    n = keepMask(c.masks[i].values, c.masks[i].mask, sel, n);
  for (let i = 0; i < c.bits.length && n > 0; i++) {
    const b = c.bits[i];
    n = keepBits(b.lo, b.hi, b.wantLo, b.wantHi, sel, n);
  }
  for (let i = 0; i < c.ranges.length && n > 0; i++)
    if (c.ranges[i] !== found?.range) n = keepRange(c.ranges[i], sel, n);
  if (c.items && n > 0) n = keepItems(ix, c.items, sel, n);
  for (let i = 0; i < c.circles.length && n > 0; i++) n = keepNear(ix, c.circles[i], sel, n);
  return hideOutshone(ix, sel, n);
}

/**
 * Marks the n selected matches, then drops (and unmarks) each that a better matching listing of
 * its car hides (a listing the filters exclude does not compete); how many are left.
 */
function hideOutshone(ix: IndexColumns, sel: Int32Array, n: number): number {
  const { marks, outshoneBy } = ix;
  const mark = nextMark(ix);
  let chained = 0;
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    marks[s] = mark;
    if (outshoneBy[s] !== -1) chained++;
  }
  if (chained === 0) return n;
  // the best match of a car is never hidden and sits up the chain of every other match of it:
  // unmarking a hidden one at once is safe
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = sel[i];
    let t = outshoneBy[s];
    while (t !== -1 && marks[t] !== mark) t = outshoneBy[t];
    if (t === -1) sel[k++] = s;
    else marks[s] = 0;
  }
  return k;
}

/**
 * One page from an ordering: ascending as stored, or descending with unknown mileage still
 * last. With `marked`, only slots marked by the last scan count, and `within` (the stretch of the
 * ordering a range of the search bounds) holds them all.
 */
export function walk(
  ix: IndexColumns,
  key: SortKey,
  desc: boolean,
  offset: number,
  limit: number,
  marked: boolean,
  within: Segment | null = null,
): number[] {
  const list = ix.orderings.lists[key];
  const out: number[] = [];
  const { marks, markId: mark, car } = ix;
  let seen = 0;
  const visit = (s: number) => {
    if (marked ? marks[s] !== mark : car[s] !== 0 && ix.outshone(s)) return;
    if (seen++ >= offset) out.push(ix.id[s]);
  };
  if (within) {
    if (desc)
      for (let k = within.to - 1; k >= within.from && out.length < limit; k--) visit(list[k]);
    else for (let k = within.from; k < within.to && out.length < limit; k++) visit(list[k]);
    return out;
  }
  const n = ix.size;
  const known = key === "mileage" ? ix.orderings.withMileage : n;
  for (let k = 0; k < n && out.length < limit; k++)
    // descending: the known values from the top down, then the unknown ones by id descending
    visit(list[!desc ? k : k < known ? known - 1 - k : n - 1 - (k - known)]);
  return out;
}

/** Items are alternatives; inside one, every given part must match. */
function matchesItems(
  items: CompiledItem[],
  make: number,
  model: number,
  generation: number,
  variant: number,
): boolean {
  for (const it of items) {
    if (it.make >= 0 && it.make !== make) continue;
    if (it.model >= 0 && it.model !== model) continue;
    if (it.generations && !it.generations.has(generation)) continue;
    if (it.variants && !it.variants.has(variant)) continue;
    return true;
  }
  return false;
}
