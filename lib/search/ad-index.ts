// The in-process search index: the filter columns of every active ad in compact typed arrays and
// the ads presorted by each ordering, so a search counts its matches exactly and finds its page by
// one pass over memory, with no database round trip. The database stays the source of truth:
// lib/search/live-index.ts loads this from it and keeps it current. Pure: no I/O here.
// In parts: keeping the columns current (./index/columns.ts) and their orderings sorted
// (./index/sorted.ts), compiling a search
// (./index/compile.ts) and scanning for it (./index/scan.ts); this class answers the searches.
import { ORDER_BY, type SearchFilters } from "./constants";
import { NONE } from "./index/column-table";
import { IndexColumns, type IndexRow } from "./index/columns";
import { compile } from "./index/compile";
import { reverseWithNullsLast } from "./index/lists";
import { scan, stretchOf, walk } from "./index/scan";

/** Sorting this many matches always beats walking an ordering for them (./index/scan.ts). */
const SORT_MATCHES_UP_TO = 64;

export type { IndexRow };

export interface IndexPage {
  count: number;
  /** ids of the requested page, in order */
  ids: number[];
}

export class AdIndex extends IndexColumns {
  /** An index of these rows. */
  static build(rows: Iterable<IndexRow>): AdIndex {
    const index = new AdIndex();
    index.add(rows);
    index.finish();
    return index;
  }

  /** How many active ads match. */
  count(filters: SearchFilters): number {
    const c = compile(this, filters);
    return c.any ? scan(this, c) : this.cardinality();
  }

  /** The exact count and one page of ids in the chosen order. */
  search(filters: SearchFilters, pageSize: number): IndexPage {
    const c = compile(this, filters);
    const offset = (filters.page - 1) * pageSize;
    const { key, desc } = ORDER_BY[filters.ordering];
    if (!c.any)
      return { count: this.cardinality(), ids: walk(this, key, desc, offset, pageSize, false) };
    const count = scan(this, c);
    if (offset >= count) return { count, ids: [] };
    // the matches sorted, or the ordering walked until the page is full (only its stretch a range
    // on the sort key bounds): a walk reads about (offset + pageSize) × stretch ÷ count slots, a
    // sort count × log2(count) comparisons of ~4 reads
    const range = c.ranges.find((r) => r.sort === key);
    const within = range ? stretchOf(this, range) : null;
    const walked = ((offset + pageSize) * (within ? within.to - within.from : this.size)) / count;
    if (count <= SORT_MATCHES_UP_TO || count * Math.log2(count) * 4 <= walked) {
      const matches = Array.from(this.selection.subarray(0, count));
      matches.sort(this.orderings.comparator(key));
      if (desc)
        reverseWithNullsLast(matches, key === "mileage" ? (s) => this.mileage[s] === NONE : null);
      return { count, ids: matches.slice(offset, offset + pageSize).map((s) => this.id[s]) };
    }
    return { count, ids: walk(this, key, desc, offset, pageSize, true, within) };
  }

  /**
   * One pass for a saved search: how many active ads match, how many of those were created at or
   * after each of the instants (ms since the epoch), and the ids of the newest `newest` of them
   * (newest first, as the default ordering lists them).
   */
  profile(
    filters: SearchFilters,
    sinceMs: number[],
    newest: number,
  ): { count: number; since: number[]; newest: number[] } {
    const c = compile(this, filters);
    let slots: ArrayLike<number>;
    if (c.any) slots = this.selection.subarray(0, scan(this, c));
    else {
      const all: number[] = [];
      for (const s of this.slotOf.values()) if (!this.outshone(s)) all.push(s);
      slots = all;
    }
    const { created, id } = this;
    const sinceUs = sinceMs.map((ms) => ms * 1000);
    const since = sinceUs.map(() => 0);
    // newer first: by creation, ties by id (the reverse of the ascending ordering)
    const newer = (a: number, b: number) => created[b] - created[a] || id[b] - id[a];
    const top: number[] = [];
    for (let k = 0; k < slots.length; k++) {
      const s = slots[k];
      const t = created[s];
      for (let i = 0; i < sinceUs.length; i++) if (t >= sinceUs[i]) since[i]++;
      if (newest <= 0 || (top.length === newest && newer(s, top[newest - 1]) >= 0)) continue;
      let at = top.length === newest ? newest - 1 : top.length;
      top[at] = s;
      while (at > 0 && newer(top[at], top[at - 1]) < 0) {
        [top[at - 1], top[at]] = [top[at], top[at - 1]];
        at--;
      }
    }
    return { count: slots.length, since, newest: top.map((s) => id[s]) };
  }
}
