import "server-only";
import { and, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { prepared } from "@/lib/infra/db/prepared";
import { ads, priceModels, priceRatings, type PriceRatingRow } from "@/lib/infra/db/schema";
import { invalidateAdPagesOnly } from "@/server/page-cache/invalidate";
import { byModel, type PricedCar } from "./features";
import { METHOD, ModelFit } from "./model";
import { fitPrior, type Prior } from "./prior";
import type { ComparablePoint, PriceFactor, PriceRating } from "./types";

// The price ratings kept (issue 30, ARCHITECTURE.md §4.19): read from the ads, fitted by
// ./model.ts, written to price_ratings. A full recompute (daily, and after the demo seed) fits the
// prior of all models and rates every active ad, writing only the ratings that changed; every
// minute the models of ads written since their rating are rated again (./task.ts). Neither reads
// who the seller is: the rating never depends on it.

/** Sold and archived ads count among comparables this long after they ended. */
export const RECENT_DAYS = 90;

/** The ads that count: active ones, and those sold or archived in the last RECENT_DAYS. */
const counts = sql`(${ads.status} = 'active' OR (${ads.status} IN ('sold', 'archived') AND ${ads.updatedDate} > now() - make_interval(days => ${RECENT_DAYS})))`;

/** The cars of these makes and models (all when none are named), as the model reads them. */
export async function loadPricedCars(
  models?: { make: string; model: string }[],
  db: Db = getDb(),
): Promise<PricedCar[]> {
  const where: SQL[] = [counts];
  if (models) {
    if (models.length === 0) return [];
    where.push(or(...models.map((m) => and(eq(ads.make, m.make), eq(ads.model, m.model))))!);
  }
  const rows = await db
    .select({
      id: ads.id,
      carId: ads.carId,
      make: ads.make,
      model: ads.model,
      generationId: ads.generationId,
      year: ads.year,
      mileageKm: ads.mileageKm,
      powerKw: ads.powerKw,
      fuelType: ads.fuelType,
      transmission: ads.transmission,
      driveType: ads.driveType,
      bodyType: ads.bodyType,
      condition: ads.condition,
      equipment: ads.equipment,
      price: ads.price,
      status: ads.status,
    })
    .from(ads)
    .where(and(...where));
  return rows.map(({ status, ...r }) => ({ ...r, active: status === "active" }));
}

// ---------------------------------------------------------------- the prior

const toJson = (p: Prior) => ({
  beta: [...p.beta],
  variance: [...p.variance],
  sigma: p.sigma,
});
const fromJson = (j: { beta: number[]; variance: number[]; sigma: number }): Prior => ({
  beta: Float64Array.from(j.beta),
  variance: Float64Array.from(j.variance),
  sigma: j.sigma,
});

/** The stored prior of the current method; null before the first full recompute. */
export async function loadPrior(db: Db): Promise<Prior | null> {
  const [row] = await db.select().from(priceModels).where(eq(priceModels.method, METHOD));
  return row ? fromJson(row.prior as Parameters<typeof fromJson>[0]) : null;
}

// ---------------------------------------------------------------- writing

/** Chart points as stored: [price, km, year]. */
type StoredPoint = [number, number, number];

function toRow(adId: number, price: number, r: PriceRating): typeof priceRatings.$inferInsert {
  return {
    adId,
    label: r.label,
    price,
    estimate: r.estimate,
    low: r.low,
    high: r.high,
    ratio: r.estimate ? price / r.estimate : null,
    comparables: r.comparables,
    reason: r.reason,
    factors: r.factors,
    points: r.points.map((p): StoredPoint => [p.price, p.mileageKm, p.year]),
    method: r.method,
    computedAt: new Date(r.computedAt),
  };
}

/** A stored rating as the API and the page show it. */
export function fromRow(row: PriceRatingRow): PriceRating {
  return {
    label: row.label,
    estimate: row.estimate,
    low: row.low,
    high: row.high,
    comparables: row.comparables,
    reason: row.reason as PriceRating["reason"],
    factors: row.factors as PriceFactor[],
    points: (row.points as StoredPoint[]).map(([price, mileageKm, year]): ComparablePoint => ({
      price,
      mileageKm,
      year,
    })),
    method: row.method,
    computedAt: row.computedAt.toISOString(),
  };
}

/** What a buyer would see differ: the label, the figures, the count, the factors, the method. */
const COMPARED = {
  adId: priceRatings.adId,
  label: priceRatings.label,
  price: priceRatings.price,
  estimate: priceRatings.estimate,
  low: priceRatings.low,
  high: priceRatings.high,
  comparables: priceRatings.comparables,
  method: priceRatings.method,
  factors: priceRatings.factors,
};
type Compared = { [K in keyof typeof COMPARED]: PriceRatingRow[K] };

const sameRating = (a: typeof priceRatings.$inferInsert, b: Compared | undefined) =>
  b !== undefined &&
  a.label === b.label &&
  a.price === b.price &&
  a.estimate === b.estimate &&
  a.low === b.low &&
  a.high === b.high &&
  a.comparables === b.comparables &&
  a.method === b.method &&
  sameFactors(a.factors as PriceFactor[], b.factors as PriceFactor[]);

/** Factors compared by value (jsonb gives their keys back in its own order). */
const sameFactors = (a: PriceFactor[], b: PriceFactor[]) =>
  a.length === b.length &&
  a.every((f, i) => f.key === b[i].key && f.amount === b[i].amount && f.delta === b[i].delta);

const BATCH = 2000;

/**
 * Writes these ratings (all of them, or only those that changed), removes the ratings of ads no
 * longer active, and drops the cached pages of the ads whose rating changed. Answers how many
 * were written.
 */
async function writeRatings(
  rows: (typeof priceRatings.$inferInsert)[],
  { onlyChanged, db }: { onlyChanged: boolean; db: Db },
) {
  const ids = rows.map((r) => r.adId);
  const before = new Map<number, Compared>();
  for (let i = 0; i < ids.length; i += 5000) {
    const part = await db
      .select(COMPARED)
      .from(priceRatings)
      .where(inArray(priceRatings.adId, ids.slice(i, i + 5000)));
    for (const r of part) before.set(r.adId, r);
  }
  const changed = rows.filter((r) => !sameRating(r, before.get(r.adId)));
  const written = onlyChanged ? changed : rows;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < written.length; i += BATCH)
    await db
      .insert(priceRatings)
      .values(written.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: priceRatings.adId,
        set: {
          label: excluded("label"),
          price: excluded("price"),
          estimate: excluded("estimate"),
          low: excluded("low"),
          high: excluded("high"),
          ratio: excluded("ratio"),
          comparables: excluded("comparables"),
          reason: excluded("reason"),
          factors: excluded("factors"),
          points: excluded("points"),
          method: excluded("method"),
          computedAt: excluded("computed_at"),
          writtenAt: sql`now()`,
        },
      });
  await db
    .delete(priceRatings)
    .where(
      inArray(
        priceRatings.adId,
        db.select({ id: ads.id }).from(ads).where(ne(ads.status, "active")),
      ),
    );
  invalidateAdPagesOnly(changed.map((r) => r.adId));
  return written.length;
}

function rateGroups(groups: Map<string, PricedCar[]>, prior: Prior, now: Date) {
  const rows: (typeof priceRatings.$inferInsert)[] = [];
  for (const group of groups.values()) {
    const fit = new ModelFit(group, prior, now.getFullYear());
    for (const car of group)
      if (car.active) rows.push(toRow(car.id, car.price, fit.rate(car, now)));
  }
  return rows;
}

export interface RatingRun {
  /** active ads rated (unrated ones included) */
  ads: number;
  /** of them with an estimate */
  rated: number;
  /** ratings written */
  written: number;
  ms: number;
}

const summary = (rows: (typeof priceRatings.$inferInsert)[], written: number, t0: number) => ({
  ads: rows.length,
  rated: rows.filter((r) => r.estimate !== null).length,
  written,
  ms: Math.round(performance.now() - t0),
});

/** The full recompute: the prior of all models, then every active ad (daily; after the seed). */
export async function rateAllAds(now = new Date(), db: Db = getDb()): Promise<RatingRun> {
  const t0 = performance.now();
  const groups = byModel(await loadPricedCars(undefined, db));
  const prior = fitPrior(groups.values(), now.getFullYear());
  await db
    .insert(priceModels)
    .values({ method: METHOD, prior: toJson(prior), computedAt: now })
    .onConflictDoUpdate({
      target: priceModels.method,
      set: { prior: toJson(prior), computedAt: now },
    });
  const rows = rateGroups(groups, prior, now);
  return summary(rows, await writeRatings(rows, { onlyChanged: true, db }), t0);
}

/**
 * The ads of these makes and models rated again (each one's comparables are its model's cars),
 * with the stored prior; without one, the full recompute.
 */
export async function rateModels(
  models: { make: string; model: string }[],
  now = new Date(),
  db: Db = getDb(),
): Promise<RatingRun> {
  const prior = await loadPrior(db);
  if (!prior) return rateAllAds(now, db);
  const t0 = performance.now();
  const rows = rateGroups(byModel(await loadPricedCars(models, db)), prior, now);
  return summary(rows, await writeRatings(rows, { onlyChanged: false, db }), t0);
}

/**
 * The models of ads written since their rating (a new ad, a new price or fact, an archived ad
 * still rated), within the last two days (the daily recompute covers the rest): rated again.
 */
export async function rateChangedModels(now = new Date(), db: Db = getDb()) {
  const stale = await db
    .selectDistinct({ make: ads.make, model: ads.model })
    .from(ads)
    .leftJoin(priceRatings, eq(priceRatings.adId, ads.id))
    .where(
      and(
        gt(ads.updatedDate, sql`now() - interval '2 days'`),
        or(
          and(
            eq(ads.status, "active"),
            or(sql`${priceRatings.adId} IS NULL`, gt(ads.updatedDate, priceRatings.computedAt)),
          ),
          and(ne(ads.status, "active"), sql`${priceRatings.adId} IS NOT NULL`),
        ),
      ),
    );
  if (stale.length === 0) return null;
  return rateModels(stale, now, db);
}

// read by every ad page: built once (lib/infra/db/prepared.ts)
const ratingOfAd = prepared((db) =>
  db
    .select()
    .from(priceRatings)
    .where(eq(priceRatings.adId, sql.placeholder("adId")))
    .prepare("price_rating_by_ad"),
);

/** An active ad's stored rating; null when it has none (yet). */
export async function getPriceRating(adId: number): Promise<PriceRating | null> {
  const [row] = await ratingOfAd().execute({ adId });
  return row ? fromRow(row) : null;
}
