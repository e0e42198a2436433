// The price model's back-test (issue 30, `npm run backtest:prices`): a share of the cars held out
// (whole cars: all listings of one car go together), the rest fitted, each held-out car rated as a
// described car, and the errors reported overall, per price band and per age band. Pure.
import { createRng } from "@/lib/demo/random";
import { byModel, type PricedCar } from "./features";
import { ModelFit } from "./model";
import { fitPrior } from "./prior";

export interface BacktestLine {
  /** "all", a price band ("100–300 tis. Kč") or an age band ("4–7 let") */
  name: string;
  cars: number;
  /** share of the cars the model rated */
  rated: number;
  /** median of |estimate − price| ÷ price over the rated ones */
  medianError: number | null;
  /** share of the rated ones whose price lies inside the stated fair range */
  inRange: number | null;
}

const PRICE_BANDS: [string, number][] = [
  ["< 100 tis. Kč", 100_000],
  ["100–300 tis. Kč", 300_000],
  ["300–600 tis. Kč", 600_000],
  ["600 tis.–1 mil. Kč", 1_000_000],
  ["≥ 1 mil. Kč", Infinity],
];
const AGE_BANDS: [string, number][] = [
  ["0–3 roky", 4],
  ["4–7 let", 8],
  ["8–12 let", 13],
  ["13+ let", Infinity],
];

interface Outcome {
  car: PricedCar;
  estimate: number | null;
  inRange: boolean;
}

function line(name: string, outcomes: readonly Outcome[]): BacktestLine {
  const rated = outcomes.filter((o) => o.estimate !== null);
  const errors = rated
    .map((o) => Math.abs(o.estimate! - o.car.price) / o.car.price)
    .sort((a, b) => a - b);
  return {
    name,
    cars: outcomes.length,
    rated: outcomes.length ? rated.length / outcomes.length : 0,
    medianError: errors.length ? errors[errors.length >> 1] : null,
    inRange: rated.length ? rated.filter((o) => o.inRange).length / rated.length : null,
  };
}

/**
 * Holds out `share` of the active cars (seeded), fits the model on the rest and rates the held-out
 * ones: the overall line, then one per price band and per age band.
 */
export function backtest(
  cars: readonly PricedCar[],
  { share = 0.2, seed = 1, now = new Date() }: { share?: number; seed?: number; now?: Date } = {},
): BacktestLine[] {
  const rng = createRng(seed);
  const heldOutCars = new Set<number>();
  const seen = new Set<number>();
  for (const c of cars) {
    const key = c.carId ?? c.id;
    if (seen.has(key)) continue;
    seen.add(key);
    if (rng() < share) heldOutCars.add(key);
  }
  const isHeldOut = (c: PricedCar) => heldOutCars.has(c.carId ?? c.id);
  const train = cars.filter((c) => !isHeldOut(c));
  // one listing of each held-out car, an active one: what a seller would describe
  const test = [
    ...new Map(
      cars.filter((c) => isHeldOut(c) && c.active).map((c) => [c.carId ?? c.id, c]),
    ).values(),
  ];
  const refYear = now.getFullYear();
  const groups = byModel(train);
  const prior = fitPrior(groups.values(), refYear);
  const fits = new Map<string, ModelFit>();
  const outcomes: Outcome[] = test.map((car) => {
    const key = `${car.make}\u0000${car.model}`;
    let fit = fits.get(key);
    if (!fit) {
      fit = new ModelFit(groups.get(key) ?? [], prior, refYear);
      fits.set(key, fit);
    }
    // a described car: no id, no car, so nothing of the fit is left out
    const r = fit.rate({ ...car, id: 0, carId: null }, now);
    return {
      car,
      estimate: r.estimate,
      inRange: r.low !== null && r.high !== null && car.price >= r.low && car.price <= r.high,
    };
  });
  const band = (bands: [string, number][], value: (c: PricedCar) => number) =>
    bands.map(([name, below], i) =>
      line(
        name,
        outcomes.filter((o) => {
          const v = value(o.car);
          return v < below && (i === 0 || v >= bands[i - 1][1]);
        }),
      ),
    );
  return [
    line("all", outcomes),
    ...band(PRICE_BANDS, (c) => c.price),
    ...band(AGE_BANDS, (c) => refYear - c.year),
  ];
}
