// The in-process search index's orderings (./columns.ts keeps the columns they read): the live
// slots presorted by each sort key, patched in place as ads come, change and go, or sorted afresh
// after a large batch. Pure: no I/O here.
import { SORT_KEYS, type SortKey } from "../constants";
import { NONE } from "./column-table";

/** The columns an ordering reads, as IndexColumns holds them (read afresh: they grow). */
export interface SortColumns {
  readonly id: Int32Array;
  readonly created: Float64Array;
  readonly price: Int32Array;
  readonly year: Int16Array;
  readonly mileage: Int32Array;
  readonly deal: Float64Array;
  /** live slots */
  readonly size: number;
}

export class Orderings {
  /** live slots by each sort key ascending (ties by id, unknown mileage and unranked deals last) */
  lists: Record<SortKey, Int32Array> = {
    created: new Int32Array(0),
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
    deal: new Int32Array(0),
  };
  /** how many ads have a mileage (the rest sit at the end of `lists.mileage`) */
  withMileage = 0;

  constructor(private readonly cols: SortColumns) {}

  /** Ascending by the key, ties by id; an ad without mileage sorts after every other. */
  comparator(key: SortKey): (a: number, b: number) => number {
    const id = this.cols.id;
    switch (key) {
      case "created": {
        const v = this.cols.created;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "price": {
        const v = this.cols.price;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "year": {
        const v = this.cols.year;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "mileage": {
        const v = this.cols.mileage;
        return (a, b) =>
          (v[a] === NONE ? 1 : 0) - (v[b] === NONE ? 1 : 0) || v[a] - v[b] || id[a] - id[b];
      }
      case "deal": {
        // Infinity - Infinity is NaN: unranked ones compare equal, then by id
        const v = this.cols.deal;
        return (a, b) => (v[a] < v[b] ? -1 : v[a] > v[b] ? 1 : id[a] - id[b]);
      }
    }
  }

  /** Sorts these live slots afresh by every key, in lists of `capacity` slots. */
  resort(live: Int32Array, capacity: number) {
    for (const key of SORT_KEYS) {
      const sorted = new Int32Array(capacity);
      sorted.set(live.slice().sort(this.comparator(key)));
      this.lists[key] = sorted;
    }
    this.withMileage = 0;
    for (const s of live) if (this.cols.mileage[s] !== NONE) this.withMileage++;
  }

  grow(capacity: number) {
    for (const key of SORT_KEYS) {
      const next = new Int32Array(capacity);
      next.set(this.lists[key]);
      this.lists[key] = next;
    }
  }

  bytes() {
    return Object.values(this.lists).reduce((n, a) => n + a.byteLength, 0);
  }

  // The live count before an insert is size - 1 (the slot is already counted); after a removal's
  // slot is let go it would be size, so removal runs first.
  insert(key: SortKey, s: number) {
    const length = this.cols.size - 1;
    const at = this.position(key, s, length);
    const list = this.lists[key];
    list.copyWithin(at + 1, at, length);
    list[at] = s;
    if (key === "mileage" && this.cols.mileage[s] !== NONE) this.withMileage++;
  }

  remove(key: SortKey, s: number) {
    const length = this.cols.size;
    const at = this.position(key, s, length);
    const list = this.lists[key];
    if (list[at] !== s)
      throw new Error(`search index: ad ${this.cols.id[s]} missing from the ${key} ordering`);
    list.copyWithin(at, at + 1, length);
    if (key === "mileage" && this.cols.mileage[s] !== NONE) this.withMileage--;
  }

  /** Where slot `s` stands (or would stand) in an ordering: binary search on (key, id). */
  private position(key: SortKey, s: number, length: number): number {
    const list = this.lists[key];
    const cmp = this.comparator(key);
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(list[mid], s) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
