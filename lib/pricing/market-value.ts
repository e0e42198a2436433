import "server-only";
import { z } from "zod";
import { MAX_YEAR, MILEAGE_MAX, MIN_YEAR, POWER_MAX, PRICE_MAX } from "@/lib/ads/bounds";
import { BODY_TYPES, CONDITIONS, DRIVE_TYPES, FUEL_TYPES, TRANSMISSIONS } from "@/lib/enums";
import { EQUIPMENT } from "@/lib/enums/car-data";
import { getDb } from "@/lib/infra/db/client";
import type { PricedCar } from "./features";
import { ModelFit } from "./model";
import { loadPricedCars, loadPrior } from "./store";
import { toApiRating, type ApiMarketValue } from "./types";

// The market value of a car as a seller describes it (issue 30): GET /api/ads/market-value/,
// which the wizard's price step and the edit screen ask while the seller types. Each model's fit
// is kept in memory: fresh for a minute, then still answered from (stale) for up to an hour while
// one new fit is made in the background, so a seller's keystrokes cost a solve, never a read of
// the model's cars: at 100,000 ads a popular model's cars take ~250 ms to read and ~150 ms to
// fit on PGlite. Only the first ask for a model in a process (or after an hour unasked) waits.

/** A fit this young is used as it is. */
const FIT_LIFE_MS = 60_000;
/** A fit this young is still answered from while a new one is made; older ones wait for it. */
const FIT_STALE_MS = 60 * 60_000;
/** Models kept (the catalog's models with cars fit well under it). */
const FITS_KEPT = 1000;
interface FitEntry {
  fit: Promise<ModelFit | null>;
  at: number;
  /** the newer fit being made in the background, if any */
  next?: Promise<unknown>;
}
const fits = new Map<string, FitEntry>();

function makeFit(make: string, model: string): Promise<ModelFit | null> {
  return (async () => {
    const db = getDb();
    const prior = await loadPrior(db);
    if (!prior) return null;
    const cars = await loadPricedCars([{ make, model }], db);
    return new ModelFit(cars, prior, new Date().getFullYear());
  })();
}

function keep(key: string, entry: FitEntry) {
  fits.delete(key);
  fits.set(key, entry);
  if (fits.size > FITS_KEPT) fits.delete(fits.keys().next().value!);
  // a failure, or no prior yet (before the first full recompute), is not kept
  const drop = () => {
    if (fits.get(key) === entry) fits.delete(key);
  };
  entry.fit.then((fit) => fit ?? drop(), drop);
}

/** The model's fit (null before the first full recompute), made again at most once a minute. */
function fitOf(make: string, model: string, now = Date.now()): Promise<ModelFit | null> {
  const key = `${make}\u0000${model}`;
  const hit = fits.get(key);
  const age = hit ? now - hit.at : Infinity;
  if (hit && age < FIT_LIFE_MS) return hit.fit;
  if (hit && age < FIT_STALE_MS) {
    if (!hit.next) {
      const fit = makeFit(make, model);
      hit.next = fit.then(
        () => keep(key, { fit, at: Date.now() }),
        () => {
          hit.next = undefined; // the old fit stays; the next ask tries again
        },
      );
    }
    return hit.fit;
  }
  const fit = makeFit(make, model);
  keep(key, { fit, at: now });
  return fit;
}

/** Waits for the fits being made again in the background (tests). */
export async function settleMarketValueFits() {
  await Promise.all([...fits.values()].map((f) => f.next));
}

const optionalInt = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional();
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional();

/** The described car: make, model and year at least; an empty parameter is absent. */
export const marketValueQuerySchema = z.preprocess(
  (v) =>
    Object.fromEntries(
      Object.entries(v as Record<string, string>).filter(([, value]) => value.trim() !== ""),
    ),
  z.object({
    make: z.string().trim().min(1).max(100),
    model: z.string().trim().min(1).max(100),
    year: z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR),
    generation_id: optionalInt(1, 2_000_000_000),
    mileage_km: optionalInt(0, MILEAGE_MAX),
    power_kw: optionalInt(1, POWER_MAX),
    fuel_type: optionalEnum(FUEL_TYPES),
    transmission: optionalEnum(TRANSMISSIONS),
    drive_type: optionalEnum(DRIVE_TYPES),
    body_type: optionalEnum(BODY_TYPES),
    condition: optionalEnum(CONDITIONS),
    equipment: z
      .string()
      .transform((s) => s.split(",").filter(Boolean))
      .pipe(z.array(z.enum(EQUIPMENT)))
      .optional(),
    /** the price typed so far: the answer's label then says how it compares */
    price: optionalInt(1, PRICE_MAX),
    /** the ad being edited: its own car is left out of its comparables */
    ad_id: optionalInt(1, 2_147_483_647),
  }),
);
export type MarketValueQuery = z.output<typeof marketValueQuerySchema>;

/**
 * The rating of a described car among its model's cars: the estimate, the fair range and the
 * comparables (and, with a price, its label); "unrated" as for an ad, with the reason. With
 * `ad_id`, an ad of the model being edited, that ad's car is no comparable of itself: the fit's
 * exact leave-one-car-out, as the ad's own rating has it (an ad of another model changes nothing).
 */
export async function marketValue(q: MarketValueQuery): Promise<ApiMarketValue | null> {
  const fit = await fitOf(q.make, q.model);
  if (!fit) return null;
  const own = q.ad_id === undefined ? null : fit.carOf(q.ad_id);
  const car: PricedCar = {
    id: own === null ? 0 : q.ad_id!,
    carId: own,
    make: q.make,
    model: q.model,
    generationId: q.generation_id ?? null,
    year: q.year,
    mileageKm: q.mileage_km ?? null,
    powerKw: q.power_kw ?? null,
    fuelType: q.fuel_type ?? null,
    transmission: q.transmission ?? null,
    driveType: q.drive_type ?? null,
    bodyType: q.body_type ?? null,
    condition: q.condition ?? "used",
    equipment: q.equipment ?? [],
    // without a price the label means nothing: it is left out below
    price: q.price ?? 1,
    active: true,
  };
  const rating = fit.rate(car, new Date());
  const { points: _points, label, ...answer } = toApiRating(rating);
  return { ...answer, label: q.price || label === "unrated" ? label : null };
}
