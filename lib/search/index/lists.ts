// The building blocks of the search index (./ad-index.ts): string dictionaries, per-value lists
// of ads and two helpers over sorted slot lists.

/** Strings to small codes; code 0 stands for null. */
export class Dictionary {
  private codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let c = this.codes.get(value);
    if (c === undefined) this.codes.set(value, (c = this.codes.size + 1));
    return c;
  }
  /** The code of a known value, or -1 (nothing can match it). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
  get size() {
    return this.codes.size + 1;
  }
  bytes() {
    let n = 0;
    for (const k of this.codes.keys()) n += 48 + k.length * 2;
    return n;
  }
}

/** The slots of one make (or model), unordered; each slot knows its place for O(1) removal. */
export class Postings {
  private lists = new Map<number, { slots: Int32Array; length: number }>();
  private at = new Int32Array(0);
  grow(capacity: number) {
    const next = new Int32Array(capacity);
    next.set(this.at);
    this.at = next;
  }
  add(code: number, s: number) {
    let list = this.lists.get(code);
    if (!list) this.lists.set(code, (list = { slots: new Int32Array(16), length: 0 }));
    if (list.length === list.slots.length) {
      const next = new Int32Array(list.slots.length * 2);
      next.set(list.slots);
      list.slots = next;
    }
    this.at[s] = list.length;
    list.slots[list.length++] = s;
  }
  remove(code: number, s: number) {
    const list = this.lists.get(code)!;
    const last = list.slots[--list.length];
    list.slots[this.at[s]] = last;
    this.at[last] = this.at[s];
  }
  get(code: number) {
    return this.lists.get(code);
  }
  bytes() {
    let n = this.at.byteLength;
    for (const l of this.lists.values()) n += l.slots.byteLength + 64;
    return n;
  }
}

/** A stretch of a slot list that holds every possible match. */
export interface Segment {
  slots: Int32Array;
  from: number;
  to: number;
}

/** The first place in an ascending ordering whose value is at least `v` (or above it, `after`). */
export function lowerBound(
  list: Int32Array,
  length: number,
  values: ArrayLike<number>,
  v: number,
  after: boolean,
): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const x = values[list[mid]];
    if (x < v || (after && x === v)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Reverses an ascending list in place; entries flagged unknown stay at the end (NULLS LAST). */
export function reverseWithNullsLast(list: number[], unknown: ((s: number) => boolean) | null) {
  const known = unknown ? list.filter((s) => !unknown(s)) : list.slice();
  const rest = unknown ? list.filter(unknown) : [];
  known.reverse();
  rest.reverse();
  list.splice(0, list.length, ...known, ...rest);
}
