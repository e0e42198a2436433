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
import { scan, walk } from "./index/scan";

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
    return c.any ? scan(this, c, null) : this.cardinality();
  }

  /** The exact count and one page of ids in the chosen order. */
  search(filters: SearchFilters, pageSize: number): IndexPage {
    const c = compile(this, filters);
    const offset = (filters.page - 1) * pageSize;
    const { key, desc } = ORDER_BY[filters.ordering];
    if (!c.any)
      return { count: this.cardinality(), ids: walk(this, key, desc, offset, pageSize, false) };
    const matches: number[] = [];
    const count = scan(this, c, matches);
    if (offset >= count) return { count, ids: [] };
    // every shown match was collected (the scan leaves out the listings a better one of their car hides)
    if (matches.length === count) {
      matches.sort(this.orderings.comparator(key));
      if (desc)
        reverseWithNullsLast(matches, key === "mileage" ? (s) => this.mileage[s] === NONE : null);
      return { count, ids: matches.slice(offset, offset + pageSize).map((s) => this.id[s]) };
    }
    return { count, ids: walk(this, key, desc, offset, pageSize, true) };
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
    const slots: number[] = [];
    if (c.any) scan(this, c, slots, Infinity);
    else for (const s of this.slotOf.values()) if (!this.outshone(s)) slots.push(s);
    const { created, id } = this;
    const sinceUs = sinceMs.map((ms) => ms * 1000);
    const since = sinceUs.map(() => 0);
    // newer first: by creation, ties by id (the reverse of the ascending ordering)
    const newer = (a: number, b: number) => created[b] - created[a] || id[b] - id[a];
    const top: number[] = [];
    for (const s of slots) {
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
