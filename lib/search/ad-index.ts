// The in-process search index: the filter columns of every active ad in compact typed arrays and
// the ads presorted by each ordering, so a search counts its matches exactly and finds its page by
// one pass over memory, with no database round trip. The database stays the source of truth:
// lib/search/live-index.ts loads this from it and keeps it current. Pure: no I/O here.
import { CONDITION_GROUPS, transmissionValues } from "@/lib/enums";
import {
  ORDER_BY,
  SORT_KEYS,
  type CatalogItem,
  type SearchFilters,
  type SortKey,
} from "./constants";
import { FILTER_KEYS, hasAnyFilter, type FilterKey, type FilterValue } from "./filters";
import {
  Dictionary,
  lowerBound,
  Postings,
  reverseWithNullsLast,
  type Segment,
} from "./index-lists";

/** One active ad as the index needs it (times in microseconds since the epoch, as Postgres keeps them). */
export interface IndexRow {
  id: number;
  make: string;
  model: string;
  generationId: number | null;
  variant: string | null;
  price: number;
  year: number;
  mileageKm: number | null;
  powerKw: number | null;
  fuelType: string | null;
  transmission: string | null;
  condition: string;
  vatRefund: boolean | null;
  createdUs: number;
  updatedUs: number;
  /** The car the listing is of (its listings share it); null = no other listing of it is known. */
  carId: number | null;
  /** A listing of the product's own (source "own"), not an imported one. */
  own: boolean;
}

export interface IndexPage {
  count: number;
  /** ids of the requested page, in order */
  ids: number[];
}

const NONE = -1; // null mileage or power
/** Above this many changes in one batch the orderings are re-sorted instead of patched. */
const RESORT_ABOVE = 2000;
/** Matches up to this many are sorted for the page; more are found by walking the ordering. */
const SORT_MATCHES_UP_TO = 64;

interface CompiledItem {
  make: number;
  model: number;
  generations: Set<number> | null;
  variants: Set<number> | null;
}

interface Compiled {
  any: boolean;
  minYear: number;
  maxYear: number;
  minPrice: number;
  maxPrice: number;
  mileage: boolean;
  minMileage: number;
  maxMileage: number;
  power: boolean;
  minPower: number;
  maxPower: number;
  fuel: Uint8Array | null;
  transmission: Uint8Array | null;
  condition: Uint8Array | null;
  vat: boolean;
  minCreated: number;
  items: CompiledItem[] | null;
}

type Dictionaries = Record<
  "make" | "model" | "variant" | "fuel" | "transmission" | "condition",
  Dictionary
>;

/** The codes of these values (null = unknown) as a mask over a dictionary. */
function mask(dict: Dictionary, values: readonly (string | null)[]) {
  const m = new Uint8Array(dict.size);
  for (const v of values) {
    const c = v === null ? 0 : dict.find(v);
    if (c >= 0) m[c] = 1;
  }
  return m;
}

/** Each filter of ./filters.ts as its part of the compiled search (the SQL is in ./filters.sql.ts). */
type IndexFilters = {
  [K in FilterKey]: (c: Compiled, v: FilterValue<K>, dict: Dictionaries) => void;
};
const INDEX_FILTERS: IndexFilters = {
  min_year: (c, v) => void (c.minYear = v),
  max_year: (c, v) => void (c.maxYear = v),
  min_mileage: (c, v) => void ((c.mileage = true), (c.minMileage = v)),
  max_mileage: (c, v) => void ((c.mileage = true), (c.maxMileage = v)),
  min_power_kw: (c, v) => void ((c.power = true), (c.minPower = v)),
  max_power_kw: (c, v) => void ((c.power = true), (c.maxPower = v)),
  min_price: (c, v) => void (c.minPrice = v),
  max_price: (c, v) => void (c.maxPrice = v),
  fuel_type: (c, v, dict) => void (c.fuel = mask(dict.fuel, [v === "unknown" ? null : v])),
  transmission: (c, v, dict) =>
    void (c.transmission = mask(dict.transmission, transmissionValues(v))),
  condition: (c, v, dict) => void (c.condition = mask(dict.condition, CONDITION_GROUPS[v])),
  vat_refund: (c) => void (c.vat = true),
  // microseconds, as the rows hold them
  created_after: (c, v) => void (c.minCreated = Date.parse(v) * 1000),
};

function compileFilter<K extends FilterKey>(
  c: Compiled,
  f: SearchFilters,
  key: K,
  dict: Dictionaries,
) {
  const v = f[key];
  if (v !== undefined) INDEX_FILTERS[key](c, v, dict);
}

export class AdIndex {
  private capacity = 0;
  /** slots in use (live or free) */
  private slots = 0;
  private free: number[] = [];
  private slotOf = new Map<number, number>();
  private id = new Int32Array(0);
  private live = new Uint8Array(0);
  private make = new Uint16Array(0);
  private model = new Uint32Array(0);
  private variant = new Uint32Array(0);
  private generation = new Int32Array(0);
  private price = new Int32Array(0);
  private year = new Int16Array(0);
  private mileage = new Int32Array(0);
  private power = new Int32Array(0);
  private fuel = new Uint8Array(0);
  private transmission = new Uint8Array(0);
  private condition = new Uint8Array(0);
  private vat = new Uint8Array(0);
  private created = new Float64Array(0);
  private updated = new Float64Array(0);
  /** the car of each slot (0 = none) and whether the listing is the product's own */
  private car = new Int32Array(0);
  private own = new Uint8Array(0);
  /** the live slots of each car: a search shows one of them, the best that matches */
  private cars = new Map<number, number[]>();
  /** live slots with a car */
  private carred = 0;
  private marks = new Uint32Array(0);
  private markId = 0;
  /** live slots by each sort key ascending (ties by id, unknown mileage last) */
  private sorted: Record<SortKey, Int32Array> = {
    created: new Int32Array(0),
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
  };
  /** how many ads have a mileage (the rest sit at the end of `sorted.mileage`) */
  private withMileage = 0;
  private byMake = new Postings();
  private byModel = new Postings();
  /** the ads of each fuel, gearbox, condition and VAT-refund value: a rare one narrows a search */
  private byFuel = new Postings();
  private byTransmission = new Postings();
  private byCondition = new Postings();
  private byVat = new Postings();
  private dict: Dictionaries = {
    make: new Dictionary(),
    model: new Dictionary(),
    variant: new Dictionary(),
    fuel: new Dictionary(),
    transmission: new Dictionary(),
    condition: new Dictionary(),
  };

  /** Active ads in the index. */
  get size() {
    return this.slotOf.size;
  }

  /** The updated time of an indexed ad (microseconds), or undefined. */
  updatedOf(id: number): number | undefined {
    const s = this.slotOf.get(id);
    return s === undefined ? undefined : this.updated[s];
  }

  /** How many active listings the car of this ad has (1: the ad alone, or not indexed). */
  offersOf(id: number): number {
    const s = this.slotOf.get(id);
    return s === undefined || this.car[s] === 0 ? 1 : (this.cars.get(this.car[s])?.length ?? 1);
  }

  /** An index of these rows. */
  static build(rows: Iterable<IndexRow>): AdIndex {
    const index = new AdIndex();
    index.add(rows);
    index.finish();
    return index;
  }

  /** Loading many rows (a start or a reload): add them in batches, then `finish()` sorts once. */
  add(rows: Iterable<IndexRow>) {
    for (const row of rows) this.write(row);
  }

  finish() {
    this.resort();
  }

  /**
   * Applies changed ads: active ones are added or updated, the others (sold, archived, deleted)
   * leave. `removed` lists ids that are gone altogether.
   */
  apply(changed: (IndexRow & { active: boolean })[], removed: number[] = []) {
    const patch = changed.length + removed.length <= RESORT_ABOVE;
    for (const id of removed) this.drop(id, patch);
    for (const row of changed) {
      const slot = this.slotOf.get(row.id);
      if (slot !== undefined && this.updated[slot] === row.updatedUs && row.active) continue; // seen already
      if (slot !== undefined) this.drop(row.id, patch);
      if (row.active) {
        const s = this.write(row);
        if (patch) for (const key of SORT_KEYS) this.insertSorted(key, s);
      }
    }
    if (!patch) this.resort();
  }

  /** How many active ads match. */
  count(filters: SearchFilters): number {
    const c = this.compile(filters);
    return c.any ? this.scan(c, null) : this.cardinality();
  }

  /** Active cars: the listings of one car count once. */
  private cardinality() {
    return this.size - (this.carred - this.cars.size);
  }

  /** The exact count and one page of ids in the chosen order. */
  search(filters: SearchFilters, pageSize: number): IndexPage {
    const c = this.compile(filters);
    const offset = (filters.page - 1) * pageSize;
    const { key, desc } = ORDER_BY[filters.ordering];
    if (!c.any)
      return { count: this.cardinality(), ids: this.walk(key, desc, offset, pageSize, false) };
    const matches: number[] = [];
    const count = this.scan(c, matches);
    if (offset >= count) return { count, ids: [] };
    // every shown match was collected (the scan leaves out the listings a better one of their car hides)
    if (matches.length === count) {
      matches.sort(this.comparator(key));
      if (desc)
        reverseWithNullsLast(matches, key === "mileage" ? (s) => this.mileage[s] === NONE : null);
      return { count, ids: matches.slice(offset, offset + pageSize).map((s) => this.id[s]) };
    }
    return { count, ids: this.walk(key, desc, offset, pageSize, true) };
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
    const c = this.compile(filters);
    const slots: number[] = [];
    if (c.any) this.scan(c, slots, Infinity);
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

  /** Bytes held by the typed arrays and the dictionaries (an estimate of the index's memory). */
  memoryBytes(): number {
    const arrays = [
      this.id,
      this.live,
      this.make,
      this.model,
      this.variant,
      this.generation,
      this.price,
      this.year,
      this.mileage,
      this.power,
      this.fuel,
      this.transmission,
      this.condition,
      this.vat,
      this.created,
      this.updated,
      this.car,
      this.own,
      this.marks,
      ...Object.values(this.sorted),
    ];
    const dicts = Object.values(this.dict).reduce((n, d) => n + d.bytes(), 0);
    const postings = this.postings().reduce((n, p) => n + p.bytes(), 0);
    return (
      arrays.reduce((n, a) => n + a.byteLength, 0) +
      dicts +
      postings +
      this.slotOf.size * 40 +
      this.carred * 8 +
      this.cars.size * 48 +
      this.free.length * 8
    );
  }

  // ------------------------------------------------------------------ writing

  private write(row: IndexRow): number {
    const s = this.free.pop() ?? this.slots++;
    if (s >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.slotOf.set(row.id, s);
    this.live[s] = 1;
    this.id[s] = row.id;
    this.make[s] = this.dict.make.code(row.make);
    this.model[s] = this.dict.model.code(row.model);
    this.variant[s] = this.dict.variant.code(row.variant);
    this.generation[s] = row.generationId ?? 0;
    this.price[s] = row.price;
    this.year[s] = row.year;
    this.mileage[s] = row.mileageKm ?? NONE;
    this.power[s] = row.powerKw ?? NONE;
    this.fuel[s] = this.dict.fuel.code(row.fuelType);
    this.transmission[s] = this.dict.transmission.code(row.transmission);
    this.condition[s] = this.dict.condition.code(row.condition);
    this.vat[s] = row.vatRefund ? 1 : 0;
    this.created[s] = row.createdUs;
    this.updated[s] = row.updatedUs;
    this.car[s] = row.carId ?? 0;
    this.own[s] = row.own ? 1 : 0;
    if (row.carId !== null) {
      const members = this.cars.get(row.carId);
      if (members) members.push(s);
      else this.cars.set(row.carId, [s]);
      this.carred++;
    }
    this.byMake.add(this.make[s], s);
    this.byModel.add(this.model[s], s);
    this.byFuel.add(this.fuel[s], s);
    this.byTransmission.add(this.transmission[s], s);
    this.byCondition.add(this.condition[s], s);
    this.byVat.add(this.vat[s], s);
    return s;
  }

  private drop(id: number, patch: boolean) {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    if (patch) for (const key of SORT_KEYS) this.removeSorted(key, s);
    this.slotOf.delete(id);
    this.live[s] = 0;
    if (this.car[s] !== 0) {
      const members = this.cars.get(this.car[s])!;
      members.splice(members.indexOf(s), 1);
      if (members.length === 0) this.cars.delete(this.car[s]);
      this.carred--;
      this.car[s] = 0;
    }
    this.byMake.remove(this.make[s], s);
    this.byModel.remove(this.model[s], s);
    this.byFuel.remove(this.fuel[s], s);
    this.byTransmission.remove(this.transmission[s], s);
    this.byCondition.remove(this.condition[s], s);
    this.byVat.remove(this.vat[s], s);
    this.free.push(s);
  }

  private grow(capacity: number) {
    const copy = <
      T extends Int32Array | Uint32Array | Uint16Array | Int16Array | Uint8Array | Float64Array,
    >(
      a: T,
    ): T => {
      const next = new (a.constructor as new (n: number) => T)(capacity);
      next.set(a);
      return next;
    };
    this.id = copy(this.id);
    this.live = copy(this.live);
    this.make = copy(this.make);
    this.model = copy(this.model);
    this.variant = copy(this.variant);
    this.generation = copy(this.generation);
    this.price = copy(this.price);
    this.year = copy(this.year);
    this.mileage = copy(this.mileage);
    this.power = copy(this.power);
    this.fuel = copy(this.fuel);
    this.transmission = copy(this.transmission);
    this.condition = copy(this.condition);
    this.vat = copy(this.vat);
    this.created = copy(this.created);
    this.updated = copy(this.updated);
    this.car = copy(this.car);
    this.own = copy(this.own);
    this.marks = new Uint32Array(capacity);
    this.markId = 0;
    for (const p of this.postings()) p.grow(capacity);
    for (const key of SORT_KEYS) {
      const next = new Int32Array(capacity);
      next.set(this.sorted[key]);
      this.sorted[key] = next;
    }
    this.capacity = capacity;
  }

  private postings() {
    return [
      this.byMake,
      this.byModel,
      this.byFuel,
      this.byTransmission,
      this.byCondition,
      this.byVat,
    ];
  }

  // ------------------------------------------------------------------ one car, one result

  /** Listing `t` is shown before `s` of the same car: the product's own first, then the cheaper, then the lower id. */
  private better(t: number, s: number): boolean {
    const { own, price, id } = this;
    return own[t] !== own[s]
      ? own[t] > own[s]
      : price[t] !== price[s]
        ? price[t] < price[s]
        : id[t] < id[s];
  }

  /** With no filter: another active listing of the car is better, so this one is not shown. */
  private outshone(s: number): boolean {
    if (this.car[s] === 0) return false;
    for (const t of this.cars.get(this.car[s])!) if (t !== s && this.better(t, s)) return true;
    return false;
  }

  /**
   * After a scan marked the matches: unmarks each match that a better matching listing of its car
   * hides (a listing the filters exclude does not compete); how many it unmarked.
   */
  private hideOutshone(carred: number[], mark: number): number {
    const marks = this.marks;
    const hidden: number[] = [];
    for (const s of carred)
      for (const t of this.cars.get(this.car[s])!)
        if (t !== s && marks[t] === mark && this.better(t, s)) {
          hidden.push(s);
          break;
        }
    // the best match of a car is never hidden, and it outshines every other: unmarking now is safe
    for (const s of hidden) marks[s] = 0;
    return hidden.length;
  }

  // ------------------------------------------------------------------ orderings

  /** Ascending by the key, ties by id; an ad without mileage sorts after every other. */
  private comparator(key: SortKey): (a: number, b: number) => number {
    const id = this.id;
    switch (key) {
      case "created": {
        const v = this.created;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "price": {
        const v = this.price;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "year": {
        const v = this.year;
        return (a, b) => v[a] - v[b] || id[a] - id[b];
      }
      case "mileage": {
        const v = this.mileage;
        return (a, b) =>
          (v[a] === NONE ? 1 : 0) - (v[b] === NONE ? 1 : 0) || v[a] - v[b] || id[a] - id[b];
      }
    }
  }

  private resort() {
    const live = Int32Array.from(this.slotOf.values());
    for (const key of SORT_KEYS) {
      const sorted = new Int32Array(this.capacity);
      sorted.set(live.slice().sort(this.comparator(key)));
      this.sorted[key] = sorted;
    }
    this.withMileage = 0;
    for (const s of live) if (this.mileage[s] !== NONE) this.withMileage++;
  }

  /** Where slot `s` stands (or would stand) in an ordering: binary search on (key, id). */
  private position(key: SortKey, s: number, length: number): number {
    const list = this.sorted[key];
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

  // The live count before an insert is size - 1 (the slot is already in slotOf); after a
  // removal's slotOf.delete it would be size, so removal runs first.
  private insertSorted(key: SortKey, s: number) {
    const length = this.size - 1;
    const at = this.position(key, s, length);
    const list = this.sorted[key];
    list.copyWithin(at + 1, at, length);
    list[at] = s;
    if (key === "mileage" && this.mileage[s] !== NONE) this.withMileage++;
  }

  private removeSorted(key: SortKey, s: number) {
    const length = this.size;
    const at = this.position(key, s, length);
    const list = this.sorted[key];
    if (list[at] !== s)
      throw new Error(`search index: ad ${this.id[s]} missing from the ${key} ordering`);
    list.copyWithin(at, at + 1, length);
    if (key === "mileage" && this.mileage[s] !== NONE) this.withMileage--;
  }

  /**
   * One page from an ordering: ascending as stored, or descending with unknown mileage still
   * last. With `marked`, only slots marked by the last scan count.
   */
  private walk(
    key: SortKey,
    desc: boolean,
    offset: number,
    limit: number,
    marked: boolean,
  ): number[] {
    const list = this.sorted[key];
    const n = this.size;
    const known = key === "mileage" ? this.withMileage : n;
    const out: number[] = [];
    const marks = this.marks;
    const mark = this.markId;
    const car = this.car;
    let seen = 0;
    for (let k = 0; k < n && out.length < limit; k++) {
      // descending: the known values from the top down, then the unknown ones by id descending
      const s = list[!desc ? k : k < known ? known - 1 - k : n - 1 - (k - known)];
      if (marked ? marks[s] !== mark : car[s] !== 0 && this.outshone(s)) continue;
      if (seen++ >= offset) out.push(this.id[s]);
    }
    return out;
  }

  // ------------------------------------------------------------------ matching

  private compile(f: SearchFilters): Compiled {
    const items = f.catalog.length ? f.catalog.map((item) => this.compileItem(item)) : null;
    const c: Compiled = {
      any: hasAnyFilter(f),
      minYear: -Infinity,
      maxYear: Infinity,
      minPrice: -Infinity,
      maxPrice: Infinity,
      mileage: false,
      minMileage: -Infinity,
      maxMileage: Infinity,
      power: false,
      minPower: -Infinity,
      maxPower: Infinity,
      fuel: null,
      transmission: null,
      condition: null,
      vat: false,
      minCreated: -Infinity,
      items:
        items && items.some((i) => i === null) && items.every((i) => i === null)
          ? []
          : (items?.filter((i): i is CompiledItem => i !== null) ?? null),
    };
    for (const key of FILTER_KEYS) compileFilter(c, f, key, this.dict);
    return c;
  }

  /** A catalog item as codes; null when it names something no ad has (it matches nothing). */
  private compileItem(item: CatalogItem): CompiledItem | null {
    const make = item.make === undefined ? NONE : this.dict.make.find(item.make);
    const model = item.model === undefined ? NONE : this.dict.model.find(item.model);
    if ((item.make !== undefined && make < 0) || (item.model !== undefined && model < 0))
      return null;
    const variants = item.variants?.length
      ? new Set(item.variants.map((v) => this.dict.variant.find(v)).filter((v) => v > 0))
      : null;
    if (variants && variants.size === 0) return null;
    return {
      make,
      model,
      generations: item.generation_ids?.length ? new Set(item.generation_ids) : null,
      variants,
    };
  }

  /**
   * The fewest slots that can hold every match: the ads of the chosen makes or models, or the
   * stretch of an ordering inside a price, year or mileage range; null when nothing narrows.
   */
  private candidates(c: Compiled): Segment[] | null {
    let best: Segment[] | null = null;
    let size = this.size;
    const consider = (segments: Segment[]) => {
      const n = segments.reduce((sum, g) => sum + g.to - g.from, 0);
      if (n < size) [best, size] = [segments, n];
    };
    if (c.items && c.items.every((i) => i.make >= 0 || i.model >= 0)) {
      const lists = new Set(
        c.items.map((i) => (i.model >= 0 ? this.byModel.get(i.model) : this.byMake.get(i.make))),
      );
      consider([...lists].flatMap((l) => (l ? [{ slots: l.slots, from: 0, to: l.length }] : [])));
    }
    // the values a fuel, gearbox or condition filter allows, each value's ads
    const values = (postings: Postings, mask: Uint8Array | null) => {
      if (!mask) return;
      const segments: Segment[] = [];
      mask.forEach((on, code) => {
        const list = on ? postings.get(code) : undefined;
        if (list) segments.push({ slots: list.slots, from: 0, to: list.length });
      });
      consider(segments);
    };
    values(this.byFuel, c.fuel);
    values(this.byTransmission, c.transmission);
    values(this.byCondition, c.condition);
    if (c.vat) values(this.byVat, Uint8Array.of(0, 1));
    const n = this.size;
    const slice = (
      key: SortKey,
      values: ArrayLike<number>,
      length: number,
      min: number,
      max: number,
    ) => {
      if (min === -Infinity && max === Infinity) return;
      const list = this.sorted[key];
      consider([
        {
          slots: list,
          from: lowerBound(list, length, values, min, false),
          to: lowerBound(list, length, values, max, true),
        },
      ]);
    };
    slice("price", this.price, n, c.minPrice, c.maxPrice);
    slice("year", this.year, n, c.minYear, c.maxYear);
    slice("created", this.created, n, c.minCreated, Infinity);
    if (c.mileage) slice("mileage", this.mileage, this.withMileage, c.minMileage, c.maxMileage);
    return best;
  }

  /**
   * Counts the matches, a car once (its best matching listing), and marks them; collects the
   * first `collect` shown ones into `out`.
   */
  private scan(c: Compiled, out: number[] | null, collect = SORT_MATCHES_UP_TO): number {
    if (++this.markId === 0xffffffff) {
      this.marks.fill(0);
      this.markId = 1;
    }
    const mark = this.markId;
    const {
      marks,
      make,
      model,
      year,
      price,
      mileage,
      power,
      fuel,
      transmission,
      condition,
      vat,
      created,
      variant,
      generation,
      car,
    } = this;
    const {
      minYear,
      maxYear,
      minPrice,
      maxPrice,
      minMileage,
      maxMileage,
      minPower,
      maxPower,
      minCreated,
      items,
    } = c;
    const needMileage = c.mileage;
    const needPower = c.power;
    const fuelMask = c.fuel;
    const transMask = c.transmission;
    const condMask = c.condition;
    const vatOnly = c.vat;
    const single = items && items.length === 1 ? items[0] : null;
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
      const y = year[s];
      if (y < minYear || y > maxYear) return;
      const p = price[s];
      if (p < minPrice || p > maxPrice) return;
      if (needMileage) {
        const m = mileage[s];
        if (m === NONE || m < minMileage || m > maxMileage) return;
      }
      if (needPower) {
        const w = power[s];
        if (w === NONE || w < minPower || w > maxPower) return;
      }
      if (fuelMask && !fuelMask[fuel[s]]) return;
      if (transMask && !transMask[transmission[s]]) return;
      if (condMask && !condMask[condition[s]]) return;
      if (vatOnly && !vat[s]) return;
      if (created[s] < minCreated) return;
      if (items && !matchesItems(items, make[s], model[s], generation[s], variant[s])) return;
      marks[s] = mark;
      if (car[s] !== 0) carred.push(s);
      if (out && count < collect) out.push(s);
      count++;
    };
    const segments = this.candidates(c);
    if (segments) {
      for (const { slots, from, to } of segments) for (let k = from; k < to; k++) test(slots[k]);
    } else {
      const live = this.live;
      for (let s = 0, end = this.slots; s < end; s++) if (live[s]) test(s);
    }
    if (carred.length === 0) return count;
    const hidden = this.hideOutshone(carred, mark);
    if (out && hidden) {
      let kept = 0;
      for (const s of out) if (marks[s] === mark) out[kept++] = s;
      out.length = kept;
    }
    return count - hidden;
  }
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
