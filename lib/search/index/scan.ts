// Scanning the in-process index for a compiled search (./compile.ts): the fewest candidate slots,
// each tested against its ranges and masks, a car once (its best matching listing); and walking an
// ordering for a page. Reads the columns (./columns.ts), writes only their scan marks.
import type { SortKey } from "../constants";
import { NONE } from "./column-table";
import { COORD_SCALE, type IndexColumns } from "./columns";
import type { Compiled, CompiledItem } from "./compile";
import { lowerBound, type Segment } from "./lists";
import { distanceKm } from "../near";

/** Matches up to this many are sorted for the page; more are found by walking the ordering. */
export const SORT_MATCHES_UP_TO = 64;

/**
 * The fewest slots that can hold every match: the ads of the chosen makes or models, of the values
 * a one-of or flag filter allows, or the stretch of an ordering inside a range; null when nothing
 * narrows.
 */
function candidates(ix: IndexColumns, c: Compiled): Segment[] | null {
  let best: Segment[] | null = null;
  let size = ix.size;
  const consider = (segments: Segment[]) => {
    const n = segments.reduce((sum, g) => sum + g.to - g.from, 0);
    if (n < size) [best, size] = [segments, n];
  };
  if (c.items && c.items.every((i) => i.make >= 0 || i.model >= 0)) {
    const lists = new Set(
      c.items.map((i) => (i.model >= 0 ? ix.byModel.get(i.model) : ix.byMake.get(i.make))),
    );
    consider([...lists].flatMap((l) => (l ? [{ slots: l.slots, from: 0, to: l.length }] : [])));
  }
  // the codes a mask allows, each code's ads
  for (const { mask, postings } of c.masks) {
    if (!postings) continue;
    const segments: Segment[] = [];
    mask.forEach((on, code) => {
      const list = on ? postings.get(code) : undefined;
      if (list) segments.push({ slots: list.slots, from: 0, to: list.length });
    });
    consider(segments);
  }
  for (const { values, lo, hi, sort } of c.ranges) {
    if (!sort) continue;
    const list = ix.orderings.lists[sort];
    // the ads without mileage sit after the others in its ordering
    const length = sort === "mileage" ? ix.orderings.withMileage : ix.size;
    consider([
      {
        slots: list,
        from: lowerBound(list, length, values, lo, false),
        to: lowerBound(list, length, values, hi, true),
      },
    ]);
  }
  return best;
}

/** Whether slot `s` holds every range, mask, bit set and circle of a compiled search. */
function testOf(ix: IndexColumns, c: Compiled): (s: number) => boolean {
  const ranges = c.ranges;
  const masks = c.masks;
  const bits = c.bits;
  const circles = c.circles;
  const { lat, lng } = ix.numbers;
  const nr = ranges.length;
  const nm = masks.length;
  const nb = bits.length;
  return (s) => {
    for (let i = 0; i < nr; i++) {
      const r = ranges[i];
      const v = r.values[s];
      if (v < r.lo || v > r.hi || (r.nullable && v === NONE)) return false;
    }
    for (let i = 0; i < nm; i++) {
      const m = masks[i];
      if (m.mask[m.values[s]] !== 1) return false;
    }
    for (let i = 0; i < circles.length; i++) {
      const { point, km, band } = circles[i];
      if (lat[s] === NONE) return false;
      const y = lat[s] / COORD_SCALE;
      if (y < band[0] || y > band[1]) return false;
      if (distanceKm(point, { lat: y, lng: lng[s] / COORD_SCALE }) > km) return false;
    }
    for (let i = 0; i < nb; i++) {
      const b = bits[i];
      if ((b.lo[s] & b.wantLo) >>> 0 !== b.wantLo || (b.hi[s] & b.wantHi) >>> 0 !== b.wantHi)
        return false;
    }
    return true;
  };
}

/**
 * Counts the matches, a car once (its best matching listing), and marks them; collects the
 * first `collect` shown ones into `out`.
 */
export function scan(
  ix: IndexColumns,
  c: Compiled,
  out: number[] | null,
  collect = SORT_MATCHES_UP_TO,
): number {
  if (++ix.markId === 0xffffffff) {
    ix.marks.fill(0);
    ix.markId = 1;
  }
  const mark = ix.markId;
  const { marks, make, model, variant, generation, car } = ix;
  const items = c.items;
  const single = items && items.length === 1 ? items[0] : null;
  const filters = testOf(ix, c);
  let count = 0;
  const carred: number[] = [];
  // marked already: a slot reached twice through overlapping makes and models counts once
  const test = (s: number) => {
    if (marks[s] === mark) return;
    if (
      single &&
      ((single.make >= 0 && make[s] !== single.make) ||
        (single.model >= 0 && model[s] !== single.model))
    )
      return;
    if (!filters(s)) return;
    if (items && !matchesItems(items, make[s], model[s], generation[s], variant[s])) return;
    marks[s] = mark;
    if (car[s] !== 0) carred.push(s);
    if (out && count < collect) out.push(s);
    count++;
  };
  const segments = candidates(ix, c);
  if (segments) {
    for (const { slots, from, to } of segments) for (let k = from; k < to; k++) test(slots[k]);
  } else {
    const live = ix.live;
    for (let s = 0, end = ix.slots; s < end; s++) if (live[s]) test(s);
  }
  if (carred.length === 0) return count;
  const hidden = hideOutshone(ix, carred, mark);
  if (out && hidden) {
    let kept = 0;
    for (const s of out) if (marks[s] === mark) out[kept++] = s;
    out.length = kept;
  }
  return count - hidden;
}

/**
 * After a scan marked the matches: unmarks each match that a better matching listing of its car
 * hides (a listing the filters exclude does not compete); how many it unmarked.
 */
function hideOutshone(ix: IndexColumns, carred: number[], mark: number): number {
  const marks = ix.marks;
  const hidden: number[] = [];
  for (const s of carred)
    for (const t of ix.cars.get(ix.car[s])!)
      if (t !== s && marks[t] === mark && ix.better(t, s)) {
        hidden.push(s);
        break;
      }
  // the best match of a car is never hidden, and it outshines every other: unmarking now is safe
  for (const s of hidden) marks[s] = 0;
  return hidden.length;
}

/**
 * One page from an ordering: ascending as stored, or descending with unknown mileage still
 * last. With `marked`, only slots marked by the last scan count.
 */
export function walk(
  ix: IndexColumns,
  key: SortKey,
  desc: boolean,
  offset: number,
  limit: number,
  marked: boolean,
): number[] {
  const list = ix.orderings.lists[key];
  const n = ix.size;
  const known = key === "mileage" ? ix.orderings.withMileage : n;
  const out: number[] = [];
  const marks = ix.marks;
  const mark = ix.markId;
  const car = ix.car;
  let seen = 0;
  for (let k = 0; k < n && out.length < limit; k++) {
    // descending: the known values from the top down, then the unknown ones by id descending
    const s = list[!desc ? k : k < known ? known - 1 - k : n - 1 - (k - known)];
    if (marked ? marks[s] !== mark : car[s] !== 0 && ix.outshone(s)) continue;
    if (seen++ >= offset) out.push(ix.id[s]);
  }
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
