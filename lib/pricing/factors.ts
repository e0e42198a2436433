// The factors of a rating (lib/pricing/model.ts): what each of a car's facts does to a typical
// comparable's price ("nižší nájezd než obvykle: +18 000 Kč"), and prices rounded as people say them.
import { dot, median } from "./linear";
import { BASE, BASE_FACTORS, type PricedCar, type Row } from "./features";
import type { FactorKey, PriceFactor } from "./types";

/** The columns of one choice (fuel, body…): a car has at most one of them set. */
const CHOICES: readonly (readonly number[])[] = [
  [5, 6, 7, 8],
  [9],
  [10],
  [11, 12, 13, 14, 15],
  [16, 17],
];
/** The number columns: age (and age², from it), mileage, power, equipment. */
const NUMBERS = [1, 3, 4, 18];

/**
 * A typical comparable as columns: the median of each number (age² from the median age), the
 * commonest value of each choice (none set counts as a value), the commonest generation. The
 * factors measure the car against it, so a car typical in a fact gets no factor for it.
 */
export function referenceOf(rows: readonly Row[], p: number): Float64Array {
  const ref = new Float64Array(p);
  if (rows.length === 0) return ref;
  ref[0] = 1;
  for (const j of NUMBERS) ref[j] = median(rows.map((r) => r.x[j]));
  ref[2] = (ref[1] * ref[1]) / 10;
  const generations = Array.from({ length: p - BASE }, (_, g) => BASE + g);
  for (const columns of [...CHOICES, generations]) {
    let best = -1;
    let bestCount = rows.filter((r) => columns.every((j) => r.x[j] === 0)).length;
    for (const j of columns) {
      const count = rows.filter((r) => r.x[j] === 1).length;
      if (count > bestCount) [best, bestCount] = [j, count];
    }
    if (best >= 0) ref[best] = 1;
  }
  return ref;
}

/** A typical comparable's year, mileage, power and equipment (medians), for the factors' deltas. */
export interface Typical {
  year: number | null;
  mileageKm: number | null;
  powerKw: number | null;
  equipment: number | null;
}

export function typicalOf(rows: readonly Row[]): Typical {
  const med = (f: (c: PricedCar) => number | null) => {
    const v = rows.flatMap((r) => {
      const n = f(r.car);
      return n === null ? [] : [n];
    });
    return v.length ? median(v) : null;
  };
  return {
    year: med((c) => c.year),
    mileageKm: med((c) => c.mileageKm),
    powerKw: med((c) => c.powerKw),
    equipment: med((c) => c.equipment.length),
  };
}

/** Prices as people say them: to the thousand (to the hundred below 100 000 Kč). */
export const roundPrice = (kc: number) =>
  kc >= 100_000 ? Math.round(kc / 1000) * 1000 : Math.round(kc / 100) * 100;

/**
 * What each fact does to a typical comparable's price: the typical comparable's facts against this
 * car's, through the fit's coefficients; the largest first, those under 2 % of the estimate left out.
 */
export function factorsOf(
  car: PricedCar,
  x: Float64Array,
  beta: Float64Array,
  reference: Float64Array,
  typical: Typical,
): PriceFactor[] {
  const p = beta.length;
  const base = Math.exp(dot(reference, beta));
  const effect = new Map<FactorKey, number>();
  for (let j = 1; j < p; j++) {
    const key = j < BASE ? BASE_FACTORS[j]! : "generation";
    effect.set(key, (effect.get(key) ?? 0) + beta[j] * (x[j] - reference[j]));
  }
  const round = (v: number, step: number) => Math.round(v / step) * step;
  const delta: Partial<Record<FactorKey, number | null>> = {
    age: typical.year === null ? null : car.year - Math.round(typical.year),
    mileage:
      car.mileageKm === null || typical.mileageKm === null
        ? null
        : round(typical.mileageKm - car.mileageKm, 1000),
    power:
      car.powerKw === null || typical.powerKw === null
        ? null
        : car.powerKw - Math.round(typical.powerKw),
    equipment:
      typical.equipment === null ? null : car.equipment.length - Math.round(typical.equipment),
  };
  const estimate = Math.exp(dot(x, beta));
  return [...effect]
    .map(([key, log]) => {
      const f: PriceFactor = { key, amount: roundPrice(base * (Math.exp(log) - 1)) };
      const d = delta[key];
      if (d !== undefined && d !== null) f.delta = d;
      return f;
    })
    .filter((f) => Math.abs(f.amount) >= Math.max(1000, 0.02 * estimate))
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
}
