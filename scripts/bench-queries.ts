// Search query mixes for `npm run bench` and `npm run explain:search`: thirteen named typical searches,
// and a generated mix of many different ones (deterministic by seed) so that no answer cache can
// hide the real cost of a search.
import { chance, createRng, pick, randInt, weighted, type Rng } from "@/lib/demo/random";
import { MAKES } from "@/catalog/registry";
import type { MakeData } from "@/lib/registry/types";
import { MILEAGE_OPTIONS, POWER_OPTIONS, PRICE_OPTIONS } from "@/lib/search/options";
import { ORDERINGS } from "@/lib/search/constants";

const item = (o: object) => `catalog_filter=${encodeURIComponent(JSON.stringify(o))}`;

export const BENCH_QUERIES: Record<string, string> = {
  "all, newest": "",
  "all, page 50": "page=50",
  "all, page 500": "page=500",
  "all, cheapest": "ordering=price",
  "make, newest": item({ make: "Škoda" }),
  "make+model, cheapest": `${item({ make: "Škoda", model: "Octavia" })}&ordering=price`,
  "two models, diesel, auto": `${item({ make: "Škoda", model: "Octavia" })}&${item({ make: "Volkswagen", model: "Golf" })}&fuel_type=diesel&transmission=automatic`,
  "price+year range, by km": "min_price=200000&max_price=500000&min_year=2015&ordering=mileage_km",
  "power+mileage, -year": "min_power_kw=100&max_mileage=100000&ordering=-year",
  "new, vat refund": "condition=new&vat_refund=true",
  "electric, -price": "fuel_type=electric&ordering=-price",
  "rare: old + cheap + auto": "max_year=2005&max_price=60000&transmission=automatic&ordering=-year",
  // issue 29's buyer: three equipment items, a radius around a town, a body type and a price range
  "car data: 3 equip+near+body+price":
    "equipment=ac_auto,tow_bar,heated_seats&near=Brno,50&body_type=ESTATE_CAR&min_price=150000&max_price=600000",
};

/** One generated search: the API query with and without ordering and page, and the page URL. */
export interface MixQuery {
  /** GET /api/ads/filter/ query */
  api: string;
  /** GET /api/ads-count/filtered/ query (no ordering, no page) */
  count: string;
  /** the home page's query (make + models JSON list) */
  page: string;
}

const popularity = (m: MakeData) => m.weight ?? (m.popular ? 2 : 0.3);

/** A lower and an upper bound from a list of steps, either of them possibly missing. */
function range(rng: Rng, steps: readonly number[]): [number | undefined, number | undefined] {
  const a = randInt(rng, 0, steps.length - 1);
  const b = randInt(rng, a, steps.length - 1);
  const which = rng();
  return which < 0.35
    ? [steps[a], undefined]
    : which < 0.7
      ? [undefined, steps[b]]
      : [steps[a], steps[b]];
}

/**
 * `size` different searches as buyers make them: about half choose a make (and often models),
 * some set ranges, fuel, gearbox, condition or VAT refund; most read the first page in the default
 * order, some sort or page on, a few go deep.
 */
export function benchMix(size: number, seed = 7): MixQuery[] {
  const rng = createRng(seed);
  const pickMake = weighted(MAKES, popularity);
  const out: MixQuery[] = [];
  const years = Array.from({ length: new Date().getFullYear() - 1990 + 1 }, (_, i) => 1990 + i);
  for (let i = 0; i < size; i++) {
    const filters = new URLSearchParams();
    const catalog: object[] = [];
    const page = new URLSearchParams();
    const kind = rng();
    if (kind < 0.5) {
      const make = pickMake(rng);
      page.set("make", make.name);
      const modelCount = chance(rng, 0.55) ? randInt(rng, 1, 3) : 0;
      const models = [
        ...new Set(Array.from({ length: modelCount }, () => pick(rng, make.models).name)),
      ];
      if (models.length === 0) catalog.push({ make: make.name });
      for (const model of models) catalog.push({ make: make.name, model });
      if (models.length) page.set("models", JSON.stringify(models.map((model) => ({ model }))));
    } else if (kind < 0.55) {
      for (const make of new Set([pickMake(rng), pickMake(rng)])) catalog.push({ make: make.name });
    }
    const ranges: [string, string, readonly number[], number][] = [
      ["min_price", "max_price", PRICE_OPTIONS, 0.3],
      ["min_year", "max_year", years, 0.3],
      ["min_mileage", "max_mileage", MILEAGE_OPTIONS, 0.2],
      ["min_power_kw", "max_power_kw", POWER_OPTIONS, 0.1],
    ];
    for (const [min, max, steps, p] of ranges) {
      if (!chance(rng, p)) continue;
      const [lo, hi] = range(rng, steps);
      if (lo !== undefined) filters.set(min, String(lo));
      if (hi !== undefined) filters.set(max, String(hi));
    }
    if (chance(rng, 0.15))
      filters.set(
        "fuel_type",
        pick(rng, ["petrol", "diesel", "diesel", "hybrid", "electric", "gas"]),
      );
    if (chance(rng, 0.15)) filters.set("transmission", pick(rng, ["automatic", "manual"]));
    if (chance(rng, 0.1)) filters.set("condition", pick(rng, ["new", "used"]));
    if (chance(rng, 0.05)) filters.set("vat_refund", "true");
    const order = new URLSearchParams();
    if (chance(rng, 0.5))
      order.set(
        "ordering",
        pick(
          rng,
          ORDERINGS.filter((o) => o !== "update"),
        ),
      );
    const depth = rng();
    if (depth > 0.7)
      order.set("page", String(depth > 0.97 ? randInt(rng, 6, 500) : randInt(rng, 2, 5)));
    const items = catalog.map(item).join("&");
    const rest = filters.toString();
    const count = [items, rest].filter(Boolean).join("&");
    out.push({
      count,
      api: [count, order.toString()].filter(Boolean).join("&"),
      page: [page.toString(), rest, order.toString()].filter(Boolean).join("&"),
    });
  }
  return out;
}

const BUYER_EQUIPMENT = [
  ["ac_auto", "heated_seats", "tow_bar"],
  ["cruise_control", "navigation", "parking_sensors_rear"],
  ["abs", "esp", "bluetooth"],
];
const BUYER_TOWNS = ["Brno", "Praha", "Ostrava", "Plzeň", "Olomouc", "Liberec", "Zlín", "Jihlava"];
const BUYER_RADII = [10, 25, 50, 100, 200];
const BUYER_BODIES = ["ESTATE_CAR", "FIVE_DOOR_SUV", "SEDAN_SALOON"];

/**
 * `size` searches of issue 29's buyer (deterministic by seed): three equipment items, a town and a
 * radius, a body type and a price range, in a random order; the API query and the count query.
 */
export function carDataMix(size: number, seed = 7): Pick<MixQuery, "api" | "count">[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, () => {
    const count = new URLSearchParams({
      equipment: pick(rng, BUYER_EQUIPMENT).join(","),
      near: `${pick(rng, BUYER_TOWNS)},${pick(rng, BUYER_RADII)}`,
      body_type: pick(rng, BUYER_BODIES),
      min_price: String(randInt(rng, 5, 30) * 10_000),
      max_price: String(randInt(rng, 40, 150) * 10_000),
    }).toString();
    return { count, api: `${count}&ordering=${pick(rng, ORDERINGS)}` };
  });
}

/** A car as the wizard describes it: what an active ad's card says. */
export interface DescribedCar {
  make: string;
  model: string;
  year: number;
  mileage_km: number | null;
  price: number;
}

/**
 * Issue 30's seller typing a price: GET /api/ads/market-value/ for cars like the listed ones (a
 * year off, other mileage, a price from half to twice theirs), so most models are known to the
 * market and each keystroke's answer is a fresh one.
 */
export function marketValueMix(cars: DescribedCar[], size: number, seed = 7): string[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, () => {
    const car = pick(rng, cars);
    const q = new URLSearchParams({
      make: car.make,
      model: car.model,
      year: String(car.year + randInt(rng, -1, 1)),
      price: String(Math.round((car.price * randInt(rng, 50, 200)) / 100 / 1000) * 1000),
    });
    if (car.mileage_km !== null)
      q.set("mileage_km", String(Math.max(0, car.mileage_km + randInt(rng, -20, 20) * 1000)));
    return q.toString();
  });
}
