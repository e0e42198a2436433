import { BODY_TYPES, DRIVE_TYPES } from "@/lib/enums";
import { COLOURS, EQUIPMENT, REGIONS, SELLER_TYPES } from "@/lib/enums/car-data";
import { createRng, pick, randInt, type Rng } from "@/lib/demo/random";
import { AdIndex, type IndexRow } from "./ad-index";
import { randomIndexRow, type RowSpace } from "./index/random-rows";
import { distanceKm, RADII_KM, type Point } from "./near";
import { setPlaceResolver } from "./places";
import { ORDERINGS, type Ordering, type SearchFilters } from "./schemas";

// The index must answer exactly what the SQL of lib/search/filters.sql.ts answers: checked here
// against a plain filter-and-sort over the same rows, for many random searches and changes. A
// third of the rows are listings of one of a few cars (own and imported): a search shows each car
// once, its best matching listing (own first, then the cheapest, then the lowest id).

const MAKES: Record<string, string[]> = {
  Škoda: ["Octavia", "Fabia", "Superb"],
  Ford: ["Focus", "Kuga"],
  Kia: ["Ceed"],
};
const SPACE: RowSpace = {
  makes: MAKES,
  variants: ["RS", "Style", "ST"],
  generations: 6,
  price: [1, 40, 10_000],
  year: [2000, 2025],
  mileage: [0, 30, 10_000],
  power: [5, 30, 10],
  // few distinct times, so ties fall back on the id
  created: 50,
  cars: 40,
  carShare: 0.35,
};
const randomRow = (rng: Rng, id: number) => randomIndexRow(rng, id, SPACE);

function randomFilters(rng: Rng): SearchFilters {
  const f: SearchFilters = {
    ordering: pick(rng, ORDERINGS),
    page: rng() < 0.7 ? 1 : randInt(rng, 2, 8),
    catalog: [],
  };
  if (rng() < 0.3) f.min_year = randInt(rng, 2000, 2025);
  if (rng() < 0.3) f.max_year = randInt(rng, 2000, 2025);
  if (rng() < 0.3) f.max_price = randInt(rng, 1, 40) * 10_000;
  if (rng() < 0.2) f.min_price = randInt(rng, 1, 40) * 10_000;
  if (rng() < 0.2) f.max_mileage = randInt(rng, 0, 30) * 10_000;
  if (rng() < 0.2) f.min_power_kw = randInt(rng, 5, 30) * 10;
  if (rng() < 0.2)
    f.fuel_type = pick(rng, ["petrol", "diesel", "electric", "hybrid", "gas", "unknown"] as const);
  if (rng() < 0.2) f.transmission = pick(rng, ["automatic", "manual", "unknown", "cvt"] as const);
  if (rng() < 0.2) f.condition = pick(rng, ["new", "used"] as const);
  if (rng() < 0.1) f.vat_refund = true;
  // whole seconds like the rows' times, so some ads sit exactly on the bound
  if (rng() < 0.2) f.created_after = new Date(randInt(rng, 1, 50) * 1000).toISOString();
  // the car data of issue 29
  const some = <T>(values: readonly T[], n: number) =>
    values.filter((v) => rng() < n / values.length && v !== undefined);
  if (rng() < 0.15) f.body_type = some(BODY_TYPES, 3);
  if (rng() < 0.15) f.drive_type = some(DRIVE_TYPES, 1);
  if (rng() < 0.15) f.colour = some(COLOURS, 3);
  if (rng() < 0.15) f.region = some(REGIONS, 3);
  if (rng() < 0.15) f.seller_type = some(SELLER_TYPES, 1);
  if (rng() < 0.15) f.min_doors = randInt(rng, 2, 5);
  if (rng() < 0.1) f.max_doors = randInt(rng, 2, 5);
  if (rng() < 0.1) f.min_seats = randInt(rng, 2, 9);
  if (rng() < 0.15) f.max_seats = randInt(rng, 2, 9);
  // items of both words of the bit mask (0–31, 32–57), common and rare ones
  if (rng() < 0.25) f.equipment = some(EQUIPMENT, 2);
  if (rng() < 0.15)
    f.stk_until = `${randInt(rng, 2025, 2029)}-${String(randInt(rng, 1, 12)).padStart(2, "0")}`;
  if (rng() < 0.1) f.service_book = true;
  if (rng() < 0.1) f.first_owner = true;
  if (rng() < 0.1) f.not_damaged = true;
  if (rng() < 0.15) f.good_price = true;
  if (rng() < 0.2)
    f.near = { place: pick(rng, ["Brno", "Praha", "Atlantis"]), km: pick(rng, RADII_KM) };
  const items = rng() < 0.5 ? randInt(rng, 1, 3) : 0;
  for (let i = 0; i < items; i++) {
    const make = pick(rng, [...Object.keys(MAKES), "Tatra"]);
    const item: SearchFilters["catalog"][number] = rng() < 0.9 ? { make } : {};
    if (rng() < 0.5) item.model = pick(rng, MAKES[make] ?? ["T613"]);
    if (rng() < 0.2) item.generation_ids = [randInt(rng, 1, 6), randInt(rng, 1, 6)];
    if (rng() < 0.2) item.variants = [pick(rng, ["RS", "Style", "GT"])];
    f.catalog.push(item);
  }
  return f;
}

const between = (v: number | null, min?: number, max?: number) =>
  (min === undefined && max === undefined) ||
  (v !== null && (min === undefined || v >= min) && (max === undefined || v <= max));
const GEAR_VALUES = {
  automatic: ["at", "cvt", "amt"],
  manual: ["mt"],
  unknown: [null],
  at: ["at"],
  mt: ["mt"],
  cvt: ["cvt"],
  amt: ["amt"],
};

// the places the distance filter knows here; Atlantis is not one of them
const PLACES: Record<string, Point> = {
  Brno: { lat: 49.19522, lng: 16.60796 },
  Praha: { lat: 50.08804, lng: 14.42076 },
};
setPlaceResolver((name) => PLACES[name] ?? null);

const oneOf = (v: string | null, chosen: readonly string[] | undefined) =>
  !chosen?.length || (v !== null && chosen.includes(v));

function matches(r: IndexRow, f: SearchFilters) {
  return (
    between(r.year, f.min_year, f.max_year) &&
    between(r.price, f.min_price, f.max_price) &&
    between(r.mileageKm, f.min_mileage, f.max_mileage) &&
    between(r.powerKw, f.min_power_kw, f.max_power_kw) &&
    (!f.fuel_type || r.fuelType === (f.fuel_type === "unknown" ? null : f.fuel_type)) &&
    (!f.transmission ||
      (GEAR_VALUES[f.transmission] as (string | null)[]).includes(r.transmission)) &&
    (!f.condition || (f.condition === "new" ? r.condition === "new" : r.condition !== "new")) &&
    (!f.vat_refund || r.vatRefund === true) &&
    (!f.created_after || r.createdUs >= Date.parse(f.created_after) * 1000) &&
    oneOf(r.bodyType, f.body_type) &&
    oneOf(r.driveType, f.drive_type) &&
    oneOf(r.colour, f.colour) &&
    oneOf(r.region, f.region) &&
    oneOf(r.sellerType, f.seller_type) &&
    between(r.doors, f.min_doors, f.max_doors) &&
    between(r.seats, f.min_seats, f.max_seats) &&
    (f.equipment ?? []).every((item) => r.equipment.includes(item)) &&
    (!f.stk_until || (r.stkValidUntil !== null && r.stkValidUntil >= f.stk_until)) &&
    (!f.service_book || r.serviceBook === true) &&
    (!f.first_owner || r.numberOfOwners === 1) &&
    (!f.not_damaged || r.condition === "new" || r.condition === "used") &&
    (!f.good_price || r.priceLabel === "great" || r.priceLabel === "good") &&
    (!f.near ||
      (PLACES[f.near.place] !== undefined &&
        r.lat !== null &&
        r.lng !== null &&
        distanceKm(PLACES[f.near.place], { lat: r.lat, lng: r.lng }) <= f.near.km)) &&
    (f.catalog.length === 0 ||
      f.catalog.some(
        (i) =>
          (!i.make || i.make === r.make) &&
          (!i.model || i.model === r.model) &&
          (!i.generation_ids?.length || i.generation_ids.includes(r.generationId ?? -1)) &&
          (!i.variants?.length || i.variants.includes(r.variant ?? "\u0000")),
      ))
  );
}

/** A price rating's rank in "nejvýhodnější nejdřív": its ratio; a suspicious or unrated price none. */
const dealRank = (r: IndexRow) =>
  r.priceLabel === null || r.priceLabel === "suspicious" || r.priceLabel === "unrated"
    ? null
    : r.priceRatio;

/** ORDER BY of lib/search/queries.ts, NULLS LAST both ways. */
function compare(ordering: Ordering): (a: IndexRow, b: IndexRow) => number {
  const desc = ordering === "update" || ordering.startsWith("-");
  const key = (r: IndexRow) =>
    ({
      update: r.createdUs,
      price: r.price,
      year: r.year,
      mileage_km: r.mileageKm,
      price_rating: dealRank(r),
    })[ordering.replace("-", "") as "update"];
  return (a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === null || kb === null)
      return ka === kb ? (desc ? b.id - a.id : a.id - b.id) : ka === null ? 1 : -1;
    return (desc ? kb - ka : ka - kb) || (desc ? b.id - a.id : a.id - b.id);
  };
}

/** The listing a car shows: own first, then the cheapest, then the lowest id. */
const better = (a: IndexRow, b: IndexRow) =>
  a.own !== b.own ? a.own : a.price !== b.price ? a.price < b.price : a.id < b.id;

/** The matching rows, a car once: its best matching listing. */
function hitsOf(rows: Map<number, IndexRow>, f: SearchFilters) {
  const all = [...rows.values()].filter((r) => matches(r, f));
  const best = new Map<number, IndexRow>();
  for (const r of all)
    if (r.carId !== null && !(best.get(r.carId) && better(best.get(r.carId)!, r)))
      best.set(r.carId, r);
  return all.filter((r) => r.carId === null || best.get(r.carId) === r);
}

function expected(rows: Map<number, IndexRow>, f: SearchFilters) {
  const hits = hitsOf(rows, f).sort(compare(f.ordering));
  return { count: hits.length, ids: hits.slice((f.page - 1) * 5, f.page * 5).map((r) => r.id) };
}

describe("AdIndex", () => {
  it("answers the same counts and pages as filtering and sorting the rows", () => {
    const rng = createRng(11);
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 600; id++) rows.set(id, randomRow(rng, id));
    const index = AdIndex.build(rows.values());
    for (let i = 0; i < 400; i++) {
      const f = randomFilters(rng);
      expect(index.search(f, 5)).toEqual(expected(rows, f));
      expect(index.count(f)).toBe(expected(rows, f).count);
    }
  });

  it("profiles a search in one pass: the count, the counts since instants and the newest ids", () => {
    const rng = createRng(23);
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 600; id++) rows.set(id, randomRow(rng, id));
    const index = AdIndex.build(rows.values());
    for (let i = 0; i < 300; i++) {
      const f = { ...randomFilters(rng), ordering: "update" as const, page: 1 };
      const instants = [randInt(rng, 1, 50) * 1000, randInt(rng, 1, 50) * 1000];
      const n = randInt(rng, 0, 6);
      const hits = hitsOf(rows, f).sort(compare("update"));
      expect(index.profile(f, instants, n)).toEqual({
        count: hits.length,
        since: instants.map((ms) => hits.filter((r) => r.createdUs >= ms * 1000).length),
        newest: hits.slice(0, n).map((r) => r.id),
      });
    }
  });

  it("follows added, edited, archived and removed ads", () => {
    const rng = createRng(5);
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 300; id++) rows.set(id, randomRow(rng, id));
    const index = AdIndex.build(rows.values());
    let nextId = 301;
    for (let round = 0; round < 40; round++) {
      const changed: (IndexRow & { active: boolean })[] = [];
      const removed: number[] = [];
      const touched = new Set<number>(); // one poll reads each changed ad once
      for (let k = 0; k < 8; k++) {
        const roll = rng();
        const id = randInt(rng, 1, nextId - 1);
        if (touched.has(id)) continue;
        touched.add(id);
        if (roll < 0.3) {
          const row = { ...randomRow(rng, nextId++), updatedUs: round + 2 };
          touched.add(row.id); // a later pick of the new id in this round would be a second read
          rows.set(row.id, row);
          changed.push({ ...row, active: true });
        } else if (roll < 0.6 && rows.has(id)) {
          const row = { ...randomRow(rng, id), updatedUs: round + 2 };
          rows.set(id, row);
          changed.push({ ...row, active: true });
        } else if (roll < 0.85 && rows.has(id)) {
          changed.push({ ...rows.get(id)!, updatedUs: round + 2, active: false }); // sold, archived or deleted
          rows.delete(id);
        } else if (rows.has(id)) {
          removed.push(id);
          rows.delete(id);
        }
      }
      index.apply(changed, removed);
      // the pricing task re-rates some ads apart from their writes (and names some not indexed)
      const rated = Array.from({ length: randInt(rng, 0, 6) }, () => {
        const { priceLabel, priceRatio } = randomRow(rng, 0);
        return { id: randInt(rng, 1, nextId + 5), priceLabel, priceRatio };
      });
      for (const r of rated) if (rows.has(r.id)) rows.set(r.id, { ...rows.get(r.id)!, ...r });
      index.rate(rated);
      expect(index.size).toBe(rows.size);
      for (let i = 0; i < 20; i++) {
        const f = randomFilters(rng);
        expect(index.search(f, 5)).toEqual(expected(rows, f));
      }
    }
  });

  it("re-sorts after a large batch and still agrees", () => {
    const rng = createRng(9);
    const rows = new Map<number, IndexRow>();
    const index = AdIndex.build([]);
    const batch = Array.from({ length: 2500 }, (_, i) => randomRow(rng, i + 1));
    for (const r of batch) rows.set(r.id, r);
    index.apply(batch.map((r) => ({ ...r, active: true })));
    // the daily recompute re-rates them all at once
    const rated = batch.map((r) => randomRow(rng, r.id));
    for (const r of rated)
      rows.set(r.id, { ...rows.get(r.id)!, priceLabel: r.priceLabel, priceRatio: r.priceRatio });
    index.rate(rated);
    for (let i = 0; i < 50; i++) {
      const f = randomFilters(rng);
      expect(index.search(f, 5)).toEqual(expected(rows, f));
    }
  });

  it("serves deep pages and answers past the last page with the count only", () => {
    const rng = createRng(3);
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 5000; id++) rows.set(id, { ...randomRow(rng, id), condition: "used" });
    const index = AdIndex.build(rows.values());
    for (const page of [1, 400, 999, 1000, 1001]) {
      const f: SearchFilters = { ordering: "price", page, catalog: [], condition: "used" };
      expect(index.search(f, 5)).toEqual(expected(rows, f));
    }
  });
});
