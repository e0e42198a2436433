// Random index rows for the tests and the micro-bench of the in-process index (ad-index.test.ts,
// scripts/bench-index.ts): every field the index keeps, with nulls where the table allows them.
// `makes` and `spread` size the data set: a few makes and narrow values make the test's edge
// cases (ties, bounds hit exactly) common; many makes and wide values make the bench's realistic.
import type { FuelType, Transmission } from "@/lib/enums";
import { BODY_TYPES, DRIVE_TYPES, PRICE_LABELS } from "@/lib/enums";
import { COLOURS, EQUIPMENT, REGIONS, SELLER_TYPES } from "@/lib/enums/car-data";
import { pick, randInt, type Rng } from "@/lib/demo/random";
import type { IndexRow } from "./columns";

const FUELS: (FuelType | null)[] = ["petrol", "diesel", "electric", "hybrid", "gas", null];
const GEARS: (Transmission | null)[] = ["at", "mt", "cvt", "amt", null];
const maybe = <T>(rng: Rng, p: number, value: () => T): T | null => (rng() < p ? value() : null);

export interface RowSpace {
  /** make → its models */
  makes: Record<string, string[]>;
  variants: string[];
  generations: number;
  price: [number, number, number];
  year: [number, number];
  mileage: [number, number, number];
  power: [number, number, number];
  /** created times: 1…created seconds */
  created: number;
  /** cars that listings share (one in `carShare` listings is of one) */
  cars: number;
  carShare: number;
}

export function randomIndexRow(rng: Rng, id: number, space: RowSpace): IndexRow {
  const make = pick(rng, Object.keys(space.makes));
  const step = ([lo, hi, unit]: [number, number, number]) => randInt(rng, lo, hi) * unit;
  // a few equipment items, more of the common ones
  const equipment = EQUIPMENT.filter((_, i) => rng() < (i % 7 === 0 ? 0.5 : 0.12));
  const region = maybe(rng, 0.9, () => pick(rng, REGIONS));
  return {
    id,
    make,
    model: pick(rng, space.makes[make]),
    generationId: maybe(rng, 0.7, () => randInt(rng, 1, space.generations)),
    variant: maybe(rng, 0.5, () => pick(rng, space.variants)),
    price: step(space.price),
    year: randInt(rng, ...space.year),
    mileageKm: maybe(rng, 0.9, () => step(space.mileage)),
    powerKw: maybe(rng, 0.9, () => step(space.power)),
    fuelType: pick(rng, FUELS),
    transmission: pick(rng, GEARS),
    condition: pick(rng, ["new", "used", "used", "damaged"]),
    vatRefund: pick(rng, [true, false, null]),
    numberOfOwners: maybe(rng, 0.8, () => randInt(rng, 0, 4)),
    driveType: maybe(rng, 0.8, () => pick(rng, DRIVE_TYPES)),
    bodyType: maybe(rng, 0.8, () => pick(rng, BODY_TYPES)),
    colour: maybe(rng, 0.8, () => pick(rng, COLOURS)),
    doors: maybe(rng, 0.7, () => randInt(rng, 2, 5)),
    seats: maybe(rng, 0.7, () => randInt(rng, 2, 9)),
    equipment,
    stkValidUntil: maybe(
      rng,
      0.6,
      () => `${randInt(rng, 2025, 2029)}-${String(randInt(rng, 1, 12)).padStart(2, "0")}`,
    ),
    serviceBook: pick(rng, [true, false, null]),
    region,
    // within Czechia's bounding box, where the place is known
    lat: region && Math.round((48.6 + rng() * 2.4) * 1e5) / 1e5,
    lng: region && Math.round((12.1 + rng() * 6.8) * 1e5) / 1e5,
    sellerType: pick(rng, SELLER_TYPES),
    createdUs: randInt(rng, 1, space.created) * 1e6,
    updatedUs: 1,
    carId: maybe(rng, space.carShare, () => randInt(rng, 1, space.cars)),
    own: rng() < 0.4,
    // ratios on a coarse grid, so ties (ordered by id) happen
    ...(rng() < 0.2
      ? { priceLabel: null, priceRatio: null }
      : rng() < 0.1
        ? { priceLabel: "unrated" as const, priceRatio: null }
        : {
            priceLabel: pick(rng, PRICE_LABELS.slice(0, -1)),
            priceRatio: randInt(rng, 10, 30) / 20,
          }),
  };
}
