// npx tsx scripts/bench-index.ts [--ads 100000] [--searches 3000] [--rounds 7] [--seed 7]
// The in-process search index's speed (issue 33): an index of `ads` generated rows (by
// lib/search/index/random-rows.ts, as the index's test makes them but with more makes and wider
// values), then `searches` mixed searches, each answered as the index engine answers a page (search) and a count. Prints the
// build time and, per round, ms for all the searches; the median round is the figure to compare.
import { parseArgs } from "node:util";
import { createRng, pick, randInt, type Rng } from "@/lib/demo/random";
import { AdIndex } from "@/lib/search/ad-index";
import { randomIndexRow, type RowSpace } from "@/lib/search/index/random-rows";
import { RADII_KM } from "@/lib/search/near";
import { setPlaceResolver } from "@/lib/search/places";
import { ORDERINGS, type SearchFilters } from "@/lib/search/constants";

const { values } = parseArgs({
  options: {
    ads: { type: "string", default: "100000" },
    searches: { type: "string", default: "3000" },
    rounds: { type: "string", default: "7" },
    seed: { type: "string", default: "7" },
  },
});
const ADS = Number(values.ads);
const SEARCHES = Number(values.searches);
const ROUNDS = Number(values.rounds);

const MAKES = Array.from({ length: 40 }, (_, i) => `Make${i}`);
const MODELS = (make: string) => Array.from({ length: 6 }, (_, i) => `${make} M${i}`);
const SPACE: RowSpace = {
  makes: Object.fromEntries(MAKES.map((make) => [make, MODELS(make)])),
  variants: ["RS", "Style", "ST", "GT", "Ambition"],
  generations: 30,
  price: [10, 2000, 1_000],
  year: [1995, 2025],
  mileage: [0, 400, 1_000],
  power: [40, 300, 1],
  created: 3_000_000,
  cars: ADS / 5,
  carShare: 0.1,
};

function randomFilters(rng: Rng): SearchFilters {
  const f: SearchFilters = {
    ordering: pick(rng, ORDERINGS),
    page: rng() < 0.8 ? 1 : randInt(rng, 2, 20),
    catalog: [],
  };
  if (rng() < 0.3) f.min_year = randInt(rng, 1995, 2025);
  if (rng() < 0.2) f.max_year = randInt(rng, 2005, 2025);
  if (rng() < 0.3) f.max_price = randInt(rng, 50, 2000) * 1_000;
  if (rng() < 0.2) f.min_price = randInt(rng, 10, 500) * 1_000;
  if (rng() < 0.2) f.max_mileage = randInt(rng, 20, 400) * 1_000;
  if (rng() < 0.1) f.min_mileage = randInt(rng, 0, 100) * 1_000;
  if (rng() < 0.15) f.min_power_kw = randInt(rng, 40, 200);
  if (rng() < 0.05) f.max_power_kw = randInt(rng, 100, 300);
  if (rng() < 0.2)
    f.fuel_type = pick(rng, ["petrol", "diesel", "electric", "hybrid", "gas", "unknown"] as const);
  if (rng() < 0.2) f.transmission = pick(rng, ["automatic", "manual", "unknown", "cvt"] as const);
  if (rng() < 0.2) f.condition = pick(rng, ["new", "used"] as const);
  if (rng() < 0.1) f.vat_refund = true;
  if (rng() < 0.1) f.created_after = new Date(randInt(rng, 1, 3_000_000) * 1000).toISOString();
  const items = rng() < 0.4 ? randInt(rng, 1, 3) : 0;
  for (let i = 0; i < items; i++) {
    const make = pick(rng, MAKES);
    const item: SearchFilters["catalog"][number] = { make };
    if (rng() < 0.5) item.model = pick(rng, MODELS(make));
    if (rng() < 0.1) item.generation_ids = [randInt(rng, 1, 30), randInt(rng, 1, 30)];
    f.catalog.push(item);
  }
  return f;
}

const rng = createRng(Number(values.seed));
const rows = Array.from({ length: ADS }, (_, i) => randomIndexRow(rng, i + 1, SPACE));
let t0 = performance.now();
const index = AdIndex.build(rows);
console.log(
  `build ${ADS} rows: ${(performance.now() - t0).toFixed(0)} ms, ` +
    `index ${(index.memoryBytes() / 2 ** 20).toFixed(1)} MB (${(index.memoryBytes() / ADS).toFixed(0)} bytes per ad)`,
);
const searches = Array.from({ length: SEARCHES }, () => randomFilters(rng));

let check = 0;
const times: number[] = [];
/** each search's ms in the last round */
const each: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  each.length = 0;
  t0 = performance.now();
  for (const f of searches) {
    const t = performance.now();
    const page = index.search(f, 20);
    check += page.count + (page.ids[0] ?? 0) + index.count(f);
    each.push(performance.now() - t);
  }
  times.push(performance.now() - t0);
}
each.sort((a, b) => a - b);
const sorted = [...times].sort((a, b) => a - b);
console.log(`rounds (ms per ${SEARCHES} searches): ${times.map((t) => t.toFixed(0)).join(" ")}`);
console.log(
  `median ${sorted[sorted.length >> 1].toFixed(0)} ms, best ${sorted[0].toFixed(0)} ms, ` +
    `${((sorted[sorted.length >> 1] * 1000) / SEARCHES).toFixed(0)} µs per search; checksum ${check}`,
);
console.log(
  `each search (page and count), last round: p50 ${each[each.length >> 1].toFixed(2)} ms, ` +
    `p95 ${each[Math.floor(each.length * 0.95)].toFixed(2)} ms, max ${each.at(-1)!.toFixed(2)} ms`,
);

// Issue 29's buyer: three equipment items, a radius around a town, a body type and a price range,
// each search answered as a page and a count; the time of each, p50 and p95.
const TOWNS = [
  { lat: 49.19522, lng: 16.60796 },
  { lat: 50.08804, lng: 14.42076 },
  { lat: 49.83465, lng: 18.28204 },
  { lat: 49.74747, lng: 13.37759 },
];
setPlaceResolver((name) => TOWNS[Number(name)] ?? null);
const buyer = (): SearchFilters => ({
  ordering: pick(rng, ORDERINGS),
  page: 1,
  catalog: [],
  equipment: pick(rng, [
    ["ac_auto", "heated_seats", "tow_bar"],
    ["cruise_control", "navigation", "parking_sensors_rear"],
    ["abs", "esp", "bluetooth"],
  ]),
  near: { place: String(randInt(rng, 0, TOWNS.length - 1)), km: pick(rng, RADII_KM) },
  body_type: [pick(rng, ["ESTATE_CAR", "FIVE_DOOR_SUV", "SEDAN_SALOON"] as const)],
  min_price: randInt(rng, 5, 30) * 10_000,
  max_price: randInt(rng, 40, 150) * 10_000,
});
const buyerEach: number[] = [];
let found = 0;
for (let i = 0; i < 2000; i++) {
  const f = buyer();
  t0 = performance.now();
  const page = index.search(f, 20);
  check += index.count(f);
  buyerEach.push(performance.now() - t0);
  found += page.count;
}
buyerEach.sort((a, b) => a - b);
console.log(
  `car data searches (3 equipment + radius + body + price, page and count): ` +
    `p50 ${buyerEach[buyerEach.length >> 1].toFixed(2)} ms, p95 ${buyerEach[Math.floor(buyerEach.length * 0.95)].toFixed(2)} ms, ` +
    `max ${buyerEach.at(-1)!.toFixed(2)} ms, ${(found / buyerEach.length).toFixed(0)} matches on average; checksum ${check}`,
);
