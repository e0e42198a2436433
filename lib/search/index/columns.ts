// The in-process search index's storage (./README in ../ad-index.ts): columns, lists and
// orderings, written as ads come, change and go. Pure: no I/O here.
import type { FieldValue, IndexField } from "@/lib/ads/fields";
import { PRICE_LABELS, RANKED_PRICE_LABELS, type PriceLabel } from "@/lib/enums";
import { EQUIPMENT, type Equipment } from "@/lib/enums/car-data";
import { SORT_KEYS } from "../constants";
import {
  CODE_COLUMNS,
  NONE,
  NUMBER_COLUMNS,
  type CodeField,
  type NumberArray,
  type NumberField,
} from "./column-table";
import { Dictionary, Postings } from "./lists";
import { Orderings } from "./sorted";

/**
 * One active ad as the index needs it: the fields lib/ads/fields.ts marks `index` (as the table
 * stores them) and the server's own (times in microseconds since the epoch, as Postgres keeps them).
 */
export type IndexRow = { [K in IndexField]: FieldValue<K> } & {
  id: number;
  createdUs: number;
  updatedUs: number;
  /** The car the listing is of (its listings share it); null = no other listing of it is known. */
  carId: number | null;
  /** A listing of the product's own (source "own"), not an imported one. */
  own: boolean;
} & AdRating;

/** An ad's price rating as the index keeps it (lib/pricing; null: not rated yet). */
export interface AdRating {
  priceLabel: PriceLabel | null;
  /** price ÷ estimate (null when unrated) */
  priceRatio: number | null;
}

/** A price label's code in IndexColumns.rating: its place in PRICE_LABELS + 1; 0 = no rating. */
export const RATING_CODE = new Map<PriceLabel, number>(PRICE_LABELS.map((l, i) => [l, i + 1]));
const RANKED = new Set<PriceLabel>(RANKED_PRICE_LABELS);
/** The "deal" ordering's value: price ÷ estimate of a ranked label, else last. */
const dealOf = ({ priceLabel, priceRatio }: AdRating) =>
  priceLabel !== null && priceRatio !== null && RANKED.has(priceLabel) ? priceRatio : Infinity;

/** Above this many changes in one batch the orderings are re-sorted instead of patched. */
const RESORT_ABOVE = 2000;

export type Dictionaries = Record<"make" | "model" | "variant", Dictionary>;

/** A column of codes as kept, one per row of CODE_COLUMNS (./column-table.ts). */
export interface CodeColumn {
  values: Uint8Array;
  /** the codes of a text column's values; null: a boolean column */
  dict: Dictionary | null;
  /** each code's slots; null: not listed (a filter tests each candidate) */
  postings: Postings | null;
}

/** Coordinates are kept as whole 1/100 000ths of a degree (about a metre). */
export const COORD_SCALE = 100_000;

/** A month "2027-05" as a number that orders as the months do; NONE for null. */
export const monthNumber = (month: string | null) =>
  month === null ? NONE : Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The equipment ids' bits: the first 32 in `lo`, the rest in `hi` (at most 64, lib/enums/car-data.ts). */
export const EQUIPMENT_BIT = new Map<Equipment, number>(EQUIPMENT.map((item, i) => [item, i]));
if (EQUIPMENT.length > 64) throw new Error("search index: more than 64 equipment items");

const CODE_FIELDS = Object.keys(CODE_COLUMNS) as CodeField[];
const NUMBER_FIELDS = Object.keys(NUMBER_COLUMNS) as NumberField[];

/**
 * The columns of the index and their upkeep: every active ad in a slot of typed arrays, lists of
 * slots by make, model and each value of the narrow filters, the live slots presorted by each
 * ordering, and each car's listings. Its fields are shared with ./compile.ts and ./scan.ts, which
 * read them; only this class writes them.
 */
export class IndexColumns {
  capacity = 0;
  /** slots in use (live or free) */
  slots = 0;
  free: number[] = [];
  slotOf = new Map<number, number>();
  id = new Int32Array(0);
  live = new Uint8Array(0);
  make = new Uint16Array(0);
  model = new Uint32Array(0);
  variant = new Uint32Array(0);
  generation = new Int32Array(0);
  price = new Int32Array(0);
  year = new Int16Array(0);
  mileage = new Int32Array(0);
  power = new Int32Array(0);
  /** the narrow columns of codes (CODE_COLUMNS) */
  codes = Object.fromEntries(
    Object.entries(CODE_COLUMNS).map(([field, { type, postings }]) => [
      field,
      {
        values: new Uint8Array(0),
        dict: type === "text" ? new Dictionary() : null,
        postings: postings ? new Postings() : null,
      },
    ]),
  ) as Record<CodeField, CodeColumn>;
  /** the other numeric columns (NUMBER_COLUMNS) */
  numbers = Object.fromEntries(
    Object.entries(NUMBER_COLUMNS).map(([field, Type]) => [field, new Type(0)]),
  ) as { [K in NumberField]: InstanceType<(typeof NUMBER_COLUMNS)[K]> };
  /** each slot's equipment as a bit mask over EQUIPMENT: items 0–31, then 32–63 */
  equipmentLo = new Uint32Array(0);
  equipmentHi = new Uint32Array(0);
  created = new Float64Array(0);
  updated = new Float64Array(0);
  /** the car of each slot (0 = none) and whether the listing is the product's own */
  car = new Int32Array(0);
  own = new Uint8Array(0);
  /** the live slots of each car: a search shows one of them, the best that matches */
  cars = new Map<number, number[]>();
  /** live slots with a car */
  carred = 0;
  /**
   * The listing of the slot's car shown just before it (its place among the car's live slots by
   * `better`), -1 for a car's best one and an ad without a car: a match is hidden when one of
   * the slots up this chain matches too.
   */
  outshoneBy = new Int32Array(0);
  marks = new Uint32Array(0);
  markId = 0;
  /** a scan's slots as it narrows them (./scan.ts): its matches after it */
  selection = new Int32Array(0);
  /** a bit per slot, all clear between scans: a scan's set of candidates in slot order */
  slotBits = new Uint32Array(0);
  /** each slot's price label (RATING_CODE) and its rank in the "deal" ordering */
  rating = new Uint8Array(0);
  deal = new Float64Array(0);
  /** the live slots presorted by each sort key (./sorted.ts) */
  readonly orderings: Orderings = new Orderings(this);
  byMake = new Postings();
  byModel = new Postings();
  dict: Dictionaries = {
    make: new Dictionary(),
    model: new Dictionary(),
    variant: new Dictionary(),
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

  /** Loading many rows (a start or a reload): add them in batches, then `finish()` sorts once. */
  add(rows: Iterable<IndexRow>) {
    for (const row of rows) this.write(row);
  }

  finish() {
    this.resort();
  }

  private resort() {
    this.orderings.resort(Int32Array.from(this.slotOf.values()), this.capacity);
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
        if (patch) for (const key of SORT_KEYS) this.orderings.insert(key, s);
      }
    }
    if (!patch) this.resort();
  }

  /**
   * Applies price ratings written since the last look (lib/pricing rates ads apart from their
   * writes): a changed one moves its ad in the "deal" ordering. Ads not indexed are skipped.
   * Answers the ids whose label or rank changed.
   */
  rate(ratings: ({ id: number } & AdRating)[]): number[] {
    const patch = ratings.length <= RESORT_ABOVE;
    const changed: number[] = [];
    for (const r of ratings) {
      const s = this.slotOf.get(r.id);
      const code = r.priceLabel === null ? 0 : RATING_CODE.get(r.priceLabel)!;
      const deal = dealOf(r);
      if (s === undefined || (this.rating[s] === code && this.deal[s] === deal)) continue;
      if (patch) this.orderings.remove("deal", s);
      this.rating[s] = code;
      this.deal[s] = deal;
      if (patch) this.orderings.insert("deal", s);
      changed.push(r.id);
    }
    if (changed.length && !patch) this.resort();
    return changed;
  }

  /** An indexed ad's price label (null: not rated, or not indexed). */
  labelOf(id: number): PriceLabel | null {
    const s = this.slotOf.get(id);
    return s === undefined || this.rating[s] === 0 ? null : PRICE_LABELS[this.rating[s] - 1];
  }

  /** Active cars: the listings of one car count once. */
  cardinality() {
    return this.size - (this.carred - this.cars.size);
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
      ...Object.values(this.codes).map((c) => c.values),
      ...Object.values(this.numbers),
      this.equipmentLo,
      this.equipmentHi,
      this.rating,
      this.deal,
      this.created,
      this.updated,
      this.car,
      this.own,
      this.marks,
      this.selection,
      this.slotBits,
      this.outshoneBy,
    ];
    const dicts = [...Object.values(this.dict), ...Object.values(this.codes).map((c) => c.dict)]
      .filter((d) => d !== null)
      .reduce((n, d) => n + d.bytes(), 0);
    const postings = this.postings().reduce((n, p) => n + p.bytes(), 0);
    return (
      arrays.reduce((n, a) => n + a.byteLength, 0) +
      this.orderings.bytes() +
      dicts +
      postings +
      this.slotOf.size * 40 +
      this.carred * 8 +
      this.cars.size * 48 +
      this.free.length * 8
    );
  }

  // ------------------------------------------------------------------ writing

  protected write(row: IndexRow): number {
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
    for (const field of CODE_FIELDS) {
      const c = this.codes[field];
      const v = row[field];
      c.values[s] = c.dict ? c.dict.code(v as string | null) : v ? 1 : 0;
      c.postings?.add(c.values[s], s);
    }
    const n = this.numbers;
    n.numberOfOwners[s] = row.numberOfOwners ?? NONE;
    n.doors[s] = row.doors ?? NONE;
    n.seats[s] = row.seats ?? NONE;
    n.stkValidUntil[s] = monthNumber(row.stkValidUntil);
    n.lat[s] = row.lat === null ? NONE : Math.round(row.lat * COORD_SCALE);
    n.lng[s] = row.lng === null ? NONE : Math.round(row.lng * COORD_SCALE);
    let lo = 0;
    let hi = 0;
    for (const item of row.equipment) {
      const bit = EQUIPMENT_BIT.get(item)!;
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
    this.equipmentLo[s] = lo >>> 0;
    this.equipmentHi[s] = hi >>> 0;
    this.rating[s] = row.priceLabel === null ? 0 : RATING_CODE.get(row.priceLabel)!;
    this.deal[s] = dealOf(row);
    this.created[s] = row.createdUs;
    this.updated[s] = row.updatedUs;
    this.car[s] = row.carId ?? 0;
    this.own[s] = row.own ? 1 : 0;
    this.outshoneBy[s] = -1;
    if (row.carId !== null) {
      const members = this.cars.get(row.carId);
      if (members) members.push(s);
      else this.cars.set(row.carId, [s]);
      this.carred++;
      if (members) this.rankCar(members);
    }
    this.byMake.add(this.make[s], s);
    this.byModel.add(this.model[s], s);
    return s;
  }

  protected drop(id: number, patch: boolean) {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    if (patch) for (const key of SORT_KEYS) this.orderings.remove(key, s);
    this.slotOf.delete(id);
    this.live[s] = 0;
    if (this.car[s] !== 0) {
      const members = this.cars.get(this.car[s])!;
      members.splice(members.indexOf(s), 1);
      if (members.length === 0) this.cars.delete(this.car[s]);
      else this.rankCar(members);
      this.carred--;
      this.car[s] = 0;
      this.outshoneBy[s] = -1;
    }
    this.byMake.remove(this.make[s], s);
    this.byModel.remove(this.model[s], s);
    for (const field of CODE_FIELDS)
      this.codes[field].postings?.remove(this.codes[field].values[s], s);
    this.free.push(s);
  }

  private grow(capacity: number) {
    const copy = <T extends Uint32Array | Uint16Array | NumberArray | Uint8Array>(a: T): T => {
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
    for (const c of Object.values(this.codes)) c.values = copy(c.values);
    for (const field of NUMBER_FIELDS)
      (this.numbers as Record<NumberField, NumberArray>)[field] = copy(this.numbers[field]);
    this.equipmentLo = copy(this.equipmentLo);
    this.equipmentHi = copy(this.equipmentHi);
    this.rating = copy(this.rating);
    this.deal = copy(this.deal);
    this.created = copy(this.created);
    this.updated = copy(this.updated);
    this.car = copy(this.car);
    this.own = copy(this.own);
    this.marks = new Uint32Array(capacity);
    this.markId = 0;
    this.selection = new Int32Array(capacity);
    this.slotBits = new Uint32Array((capacity >> 5) + 1);
    this.outshoneBy = copy(this.outshoneBy);
    for (const p of this.postings()) p.grow(capacity);
    this.orderings.grow(capacity);
    this.capacity = capacity;
  }

  postings() {
    return [
      this.byMake,
      this.byModel,
      ...Object.values(this.codes).flatMap((c) => (c.postings ? [c.postings] : [])),
    ];
  }

  // ------------------------------------------------------------------ one car, one result

  /** Listing `t` is shown before `s` of the same car: the product's own first, then the cheaper, then the lower id. */
  better(t: number, s: number): boolean {
    const { own, price, id } = this;
    return own[t] !== own[s]
      ? own[t] > own[s]
      : price[t] !== price[s]
        ? price[t] < price[s]
        : id[t] < id[s];
  }

  /** With no filter: another active listing of the car is better, so this one is not shown. */
  outshone(s: number): boolean {
    return this.outshoneBy[s] !== -1;
  }

  /** Orders a car's live slots best first and chains each to the one before it (outshoneBy). */
  private rankCar(members: number[]) {
    members.sort((a, b) => (this.better(a, b) ? -1 : 1));
    this.outshoneBy[members[0]] = -1;
    for (let i = 1; i < members.length; i++) this.outshoneBy[members[i]] = members[i - 1];
  }
}
