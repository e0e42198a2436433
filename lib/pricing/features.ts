// A car as the price model reads it (lib/pricing/model.ts): its facts as the fit's columns, and
// the grouping of listings into models and distinct cars.
import { BODY_TYPES, type BodyType } from "@/lib/enums";
import { median } from "./linear";
import type { FactorKey } from "./types";

/** A car as the model reads it: an active ad, or one sold or archived recently. */
export interface PricedCar {
  id: number;
  /** the car the listing shows (listings of one car share it); null: the ad is its own car */
  carId: number | null;
  make: string;
  model: string;
  generationId: number | null;
  year: number;
  mileageKm: number | null;
  powerKw: number | null;
  fuelType: string | null;
  transmission: string | null;
  driveType: string | null;
  bodyType: string | null;
  condition: string;
  equipment: readonly string[];
  price: number;
  /** an active ad (preferred as its car's comparable) rather than a sold or archived one */
  active: boolean;
}

const BODY_GROUP: Record<BodyType, number> = Object.fromEntries(
  BODY_TYPES.map((b) => [
    b,
    /SUV/.test(b)
      ? 0
      : b === "ESTATE_CAR"
        ? 1
        : b === "SEDAN_SALOON" || b === "LIFTBACK"
          ? 2
          : b === "COUPE" || b === "CONVERTIBLE"
            ? 3
            : /HATCHBACK/.test(b)
              ? -1
              : 4,
  ]),
) as Record<BodyType, number>;

/** Each column's factor (the intercept is none); generations follow BASE_COLUMNS. */
export const BASE_FACTORS: readonly (FactorKey | null)[] = [
  null, // intercept
  "age",
  "age",
  "mileage",
  "power",
  "fuel", // diesel
  "fuel", // electric
  "fuel", // hybrid
  "fuel", // gas
  "transmission",
  "drive",
  "body", // SUV
  "body", // estate
  "body", // saloon, liftback
  "body", // coupé, convertible
  "body", // van, minibus, pickup
  "condition", // damaged
  "condition", // new
  "equipment",
];
export const BASE = BASE_FACTORS.length;

/** Typical yearly kilometres, to stand in for a mileage the ad does not give. */
const KM_PER_YEAR = 15_000;

export interface Row {
  car: PricedCar;
  x: Float64Array;
  y: number;
  w: number;
  /** its car: listings of one car share it */
  key: number;
}

export const carKey = (c: PricedCar) => c.carId ?? c.id;

/** The facts of a car as the model's columns (generations: one column each, `gens` their order). */
export function features(
  c: PricedCar,
  refYear: number,
  gens: readonly number[],
  fallbackKw: number,
) {
  const x = new Float64Array(BASE + gens.length);
  const age = Math.max(0, refYear - c.year);
  const km = c.mileageKm ?? age * KM_PER_YEAR;
  const body = c.bodyType ? (BODY_GROUP[c.bodyType as BodyType] ?? -1) : -1;
  x[0] = 1;
  x[1] = age;
  x[2] = (age * age) / 10;
  x[3] = Math.log1p(km / 10_000);
  x[4] = Math.log((c.powerKw ?? fallbackKw) / 100);
  x[5] = +(c.fuelType === "diesel");
  x[6] = +(c.fuelType === "electric");
  x[7] = +(c.fuelType === "hybrid");
  x[8] = +(c.fuelType === "gas");
  x[9] = +(c.transmission !== null && c.transmission !== "mt");
  x[10] = +(c.driveType === "AWD");
  if (body >= 0) x[11 + body] = 1;
  x[16] = +(c.condition === "damaged");
  x[17] = +(c.condition === "new");
  x[18] = c.equipment.length / 10;
  const g = c.generationId === null ? -1 : gens.indexOf(c.generationId);
  if (g >= 0) x[BASE + g] = 1;
  return x;
}

/** Groups cars by make and model ("Škoda\u0000Octavia"). */
export function byModel(cars: readonly PricedCar[]) {
  const groups = new Map<string, PricedCar[]>();
  for (const c of cars) {
    const key = `${c.make}\u0000${c.model}`;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }
  return groups;
}

/** One listing per car: its active one, else its latest. */
export function distinctCars(cars: readonly PricedCar[]) {
  const chosen = new Map<number, PricedCar>();
  for (const c of cars) {
    const key = carKey(c);
    const had = chosen.get(key);
    if (!had || (c.active && !had.active) || (c.active === had.active && c.id > had.id))
      chosen.set(key, c);
  }
  return [...chosen.values()];
}

export const fallbackPower = (cars: readonly PricedCar[]) => {
  const kw = cars.flatMap((c) => (c.powerKw ? [c.powerKw] : []));
  return kw.length ? median(kw) : 100;
};
