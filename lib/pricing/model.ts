// The price model of issue 30 (ARCHITECTURE.md §4.19): what a car of one make and model is
// expected to cost, from the asking prices of its comparables. Pure: rows in, ratings out.
//
// The method, "ridge-loglinear-1":
// - log price is linear in the car's facts: age and age², log mileage, log power, fuel, automatic,
//   4×4, body group, damaged or new, the number of equipment items, and its generation;
// - one fit per make and model, each coefficient but the intercept pulled toward a prior learnt
//   from all models at once (the "within" fit: each model's own level taken out), as strongly as
//   PRIOR_WEIGHT cars would; so a model with 10 cars leans on what all cars say about a year of
//   age, one with 500 on its own;
// - robust: two re-weightings (Huber) tame outliers, and a price more than OUTLIER_SIGMAS from the
//   fit (a typo, "1 Kč") counts for nothing;
// - one car across listings (lib/cars) is one comparable, and an ad is estimated from a fit
//   without its car (leave-one-car-out, exact: the car's row is taken out of the normal equations);
// - the fair range is the estimate × exp(±0.84 s), where s is the model's residual spread widened
//   by the estimate's own uncertainty: where the middle 60 % of such cars' prices lie;
// - the factors say what each fact does to a typical comparable's price.
import { dot, median, NormalEquations } from "./linear";
import { factorsOf, referenceOf, roundPrice, typicalOf, type Typical } from "./factors";
import {
  BASE,
  byModel,
  carKey,
  distinctCars,
  fallbackPower,
  features,
  type PricedCar,
  type Row,
} from "./features";
import { fitPrior, huber, robustSigma, type Prior } from "./prior";
import type { ComparablePoint, PriceLabel, PriceRating } from "./types";

export const METHOD = "ridge-loglinear-1";
/** Fewer distinct comparable cars than this: "Nelze ohodnotit". */
export const MIN_COMPARABLES = 8;
/** Below this share of the estimate a price is "Podezřele nízká cena". */
export const SUSPICIOUS_BELOW = 0.6;
/** The upper bounds of price ÷ estimate for each label, in order. */
export const LABEL_BOUNDS: readonly [PriceLabel, number][] = [
  ["suspicious", SUSPICIOUS_BELOW],
  ["great", 0.85],
  ["good", 0.95],
  ["fair", 1.07],
  ["high", 1.2],
  ["overpriced", Infinity],
];
/** How many cars' worth of evidence the all-models prior carries in each model's fit. */
const PRIOR_WEIGHT = 20;
/** A generation's own level is pulled toward 0 (what age says) as strongly as this many cars. */
const GENERATION_PRIOR_WEIGHT = 4;
/** The fair range: ±0.8416 s is the middle 60 % of a normal spread. */
const RANGE_Z = 0.8416;
/** Estimates less certain than this (the prediction's variance over the residual's): "unusual". */
const MAX_LEVERAGE = 0.5;
/** Years beyond the comparables' oldest and newest that still count as like them. */
const YEAR_SLACK = 2;
const MAX_POINTS = 40;

// ---------------------------------------------------------------- one model's fit

/** One make and model fitted: its cars as rows, the normal equations and the prior's weights. */
export class ModelFit {
  readonly rows: Row[];
  readonly gens: number[];
  readonly lambda: Float64Array;
  readonly target: Float64Array;
  readonly sigma: number;
  private readonly eq: NormalEquations;
  private readonly fallbackKw: number;
  private readonly byKey = new Map<number, Row>();
  /** every listing's car (listings of one car share it), so that an ad names its car */
  private readonly carOfAd: Map<number, number>;
  /** the comparables (rows that count) by year, and the sum of their columns */
  private readonly live: Row[];
  /** a typical comparable's columns: the median of each number, the commonest of each choice */
  private readonly reference: Float64Array;
  private readonly typical: Typical;

  constructor(
    cars: readonly PricedCar[],
    readonly prior: Prior,
    readonly refYear: number,
  ) {
    const distinct = distinctCars(cars);
    this.carOfAd = new Map(cars.map((c) => [c.id, carKey(c)]));
    this.gens = [
      ...new Set(distinct.flatMap((c) => (c.generationId === null ? [] : [c.generationId]))),
    ].sort((a, b) => a - b);
    this.fallbackKw = fallbackPower(distinct);
    const p = BASE + this.gens.length;
    this.rows = distinct.map((car) => ({
      car,
      x: features(car, refYear, this.gens, this.fallbackKw),
      y: Math.log(car.price),
      w: 1,
      key: carKey(car),
    }));
    this.lambda = new Float64Array(p);
    this.target = new Float64Array(p);
    for (let j = 1; j < p; j++) {
      this.lambda[j] =
        j < BASE
          ? PRIOR_WEIGHT * Math.max(prior.variance[j], 1e-4)
          : GENERATION_PRIOR_WEIGHT * 0.25;
      this.target[j] = j < BASE ? prior.beta[j] : 0;
    }
    // the intercept is the model's own; a whisper of weight keeps a tiny model solvable
    this.lambda[0] = 1e-6;
    this.target[0] = this.rows.length ? median(this.rows.map((r) => r.y)) : 0;
    let eq = new NormalEquations(p);
    let sigma = prior.sigma;
    for (let pass = 0; pass < 3; pass++) {
      eq = new NormalEquations(p);
      for (const r of this.rows) if (r.w > 0) eq.add(r.x, r.y, r.w);
      const beta = eq.factor(this.lambda)?.solve(eq.rhs(this.lambda, this.target));
      if (!beta) break;
      const residuals = this.rows.filter((r) => r.w > 0).map((r) => r.y - dot(r.x, beta));
      // few cars say little about their spread: lean on all models' as on PRIOR_WEIGHT cars
      const own = robustSigma(residuals);
      const n = residuals.length;
      sigma = Math.sqrt((n * own * own + PRIOR_WEIGHT * prior.sigma ** 2) / (n + PRIOR_WEIGHT));
      if (pass < 2) for (const r of this.rows) r.w = huber(r.y - dot(r.x, beta), sigma);
    }
    this.eq = eq;
    this.sigma = sigma;
    for (const r of this.rows) this.byKey.set(r.key, r);
    this.live = this.rows
      .filter((r) => r.w > 0)
      .sort((a, b) => a.car.year - b.car.year || a.car.id - b.car.id);
    this.reference = referenceOf(this.live, p);
    this.typical = typicalOf(this.live);
  }

  /**
   * The car of an ad among this model's listings (any listing of a car names it), or null: what a
   * described car passes as its own (`carId`, with the ad's id) to be rated without it.
   */
  carOf(adId: number): number | null {
    return this.carOfAd.get(adId) ?? null;
  }

  /** The equations without one car (its row's weight taken out): leave-one-car-out. */
  private without(key: number | null): NormalEquations {
    const row = key === null ? undefined : this.byKey.get(key);
    if (!row || row.w === 0) return this.eq;
    const eq = new NormalEquations(this.eq.p);
    eq.a.set(this.eq.a);
    eq.b.set(this.eq.b);
    eq.n = this.eq.n;
    eq.add(row.x, row.y, -row.w);
    return eq;
  }

  /**
   * The rating of a car of this model at a price: an ad of the data (its car left out of the fit)
   * or a described car (the wizard's; `car.id` 0 and no car).
   */
  rate(car: PricedCar, computedAt: Date): PriceRating {
    const key = car.id ? carKey(car) : null;
    const own = key === null ? undefined : this.byKey.get(key);
    const self = own && own.w > 0 ? own : null;
    const comparables = this.live.length - (self ? 1 : 0);
    const unrated = (reason: "few" | "unusual"): PriceRating => ({
      label: "unrated",
      estimate: null,
      low: null,
      high: null,
      comparables,
      reason,
      factors: [],
      points: reason === "few" ? [] : this.points(car, self),
      method: METHOD,
      computedAt: computedAt.toISOString(),
    });
    if (comparables < MIN_COMPARABLES) return unrated("few");
    // the comparables' oldest and newest year (the car's own listing aside)
    const first = this.live[0] === self ? this.live[1] : this.live[0];
    const last = this.live.at(-1) === self ? this.live.at(-2)! : this.live.at(-1)!;
    if (car.year < first.car.year - YEAR_SLACK || car.year > last.car.year + YEAR_SLACK)
      return unrated("unusual");
    const eq = this.without(key);
    const factor = eq.factor(this.lambda);
    if (!factor) return unrated("unusual");
    const beta = factor.solve(eq.rhs(this.lambda, this.target));
    const x = features(car, this.refYear, this.gens, this.fallbackKw);
    // the prediction's variance in units of the residual's
    const leverage = dot(x, factor.solve(x));
    if (leverage > MAX_LEVERAGE) return unrated("unusual");
    const log = dot(x, beta);
    const spread = RANGE_Z * this.sigma * Math.sqrt(1 + leverage);
    return {
      label: labelOf(car.price / Math.exp(log)),
      estimate: roundPrice(Math.exp(log)),
      low: roundPrice(Math.exp(log - spread)),
      high: roundPrice(Math.exp(log + spread)),
      comparables,
      reason: null,
      factors: factorsOf(car, x, beta, this.reference, this.typical),
      points: this.points(car, self),
      method: METHOD,
      computedAt: computedAt.toISOString(),
    };
  }

  /** The comparables nearest in year (then mileage) to the car, for the chart. */
  private points(car: PricedCar, self: Row | null): ComparablePoint[] {
    const live = this.live;
    // the comparables of the years nearest the car's, widened until there are enough
    let lo = lowerBound(live, car.year);
    let hi = lo;
    while (hi < live.length && live[hi].car.year === car.year) hi++;
    while (hi - lo < MAX_POINTS + 1 && (lo > 0 || hi < live.length)) {
      const below = lo > 0 ? car.year - live[lo - 1].car.year : Infinity;
      const above = hi < live.length ? live[hi].car.year - car.year : Infinity;
      const year = below <= above ? live[lo - 1].car.year : live[hi].car.year;
      while (lo > 0 && live[lo - 1].car.year === year) lo--;
      while (hi < live.length && live[hi].car.year === year) hi++;
    }
    // nearest first: years apart, then km apart, then the older ad; one number each, sorted natively
    const km = car.mileageKm ?? 0;
    const keys = new Float64Array(hi - lo);
    let n = 0;
    for (let i = lo; i < hi; i++) {
      const r = live[i];
      if (r === self) continue;
      const distance =
        Math.abs(r.car.year - car.year) * 4_000_000 + Math.abs((r.car.mileageKm ?? 0) - km);
      keys[n++] = distance * 2 ** 20 + (i - lo);
    }
    const nearest = keys.subarray(0, n).sort().subarray(0, MAX_POINTS);
    return Array.from(nearest, (key) => {
      const r = live[lo + (key % 2 ** 20)];
      return { price: r.car.price, mileageKm: r.car.mileageKm ?? 0, year: r.car.year };
    });
  }
}

/** The first row of a year at least `year` in rows sorted by year. */
function lowerBound(rows: readonly Row[], year: number) {
  let [lo, hi] = [0, rows.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].car.year < year) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The label of a price at this share of its estimate. */
export function labelOf(ratio: number): PriceLabel {
  return LABEL_BOUNDS.find(([, below]) => ratio < below)![0];
}

/**
 * The ratings of the active ads among these cars (every car a comparable of its model's others),
 * with the prior fitted from all of them unless given.
 */
export function rateCars(
  cars: readonly PricedCar[],
  now: Date,
  prior?: Prior,
): Map<number, PriceRating> {
  const refYear = now.getFullYear();
  const groups = byModel(cars);
  const p = prior ?? fitPrior(groups.values(), refYear);
  const out = new Map<number, PriceRating>();
  for (const group of groups.values()) {
    const fit = new ModelFit(group, p, refYear);
    for (const car of group) if (car.active) out.set(car.id, fit.rate(car, now));
  }
  return out;
}
