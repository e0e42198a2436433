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
import { BODY_TYPES, type BodyType } from "@/lib/enums";
import { dot, median, NormalEquations } from "./linear";
import type { ComparablePoint, FactorKey, PriceFactor, PriceLabel, PriceRating } from "./types";

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
/** A residual beyond this many robust standard deviations: the price is not a market price. */
const OUTLIER_SIGMAS = 4;
const HUBER = 1.5;
/** The fair range: ±0.8416 s is the middle 60 % of a normal spread. */
const RANGE_Z = 0.8416;
/** Estimates less certain than this (the prediction's variance over the residual's): "unusual". */
const MAX_LEVERAGE = 0.5;
/** Years beyond the comparables' oldest and newest that still count as like them. */
const YEAR_SLACK = 2;
const MAX_POINTS = 40;

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

// ---------------------------------------------------------------- the facts as numbers

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
const BASE_FACTORS: readonly (FactorKey | null)[] = [
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
const BASE = BASE_FACTORS.length;

/** Typical yearly kilometres, to stand in for a mileage the ad does not give. */
const KM_PER_YEAR = 15_000;

interface Row {
  car: PricedCar;
  x: Float64Array;
  y: number;
  w: number;
  /** its car: listings of one car share it */
  key: number;
}

const carKey = (c: PricedCar) => c.carId ?? c.id;

/** The facts of a car as the model's columns (generations: one column each, `gens` their order). */
function features(c: PricedCar, refYear: number, gens: readonly number[], fallbackKw: number) {
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

// ---------------------------------------------------------------- the prior of all models

/** What all models say about each fact: the slopes of the "within" fit and their spread. */
export interface Prior {
  beta: Float64Array;
  /** each column's variance within models (the prior's weight scales with it) */
  variance: Float64Array;
  /** the residual spread of log price across all models */
  sigma: number;
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
function distinctCars(cars: readonly PricedCar[]) {
  const chosen = new Map<number, PricedCar>();
  for (const c of cars) {
    const key = carKey(c);
    const had = chosen.get(key);
    if (!had || (c.active && !had.active) || (c.active === had.active && c.id > had.id))
      chosen.set(key, c);
  }
  return [...chosen.values()];
}

const fallbackPower = (cars: readonly PricedCar[]) => {
  const kw = cars.flatMap((c) => (c.powerKw ? [c.powerKw] : []));
  return kw.length ? median(kw) : 100;
};

/** The prior: the slopes shared by all models, from each model's cars with its own means taken out. */
export function fitPrior(groups: Iterable<PricedCar[]>, refYear: number): Prior {
  const ne = new NormalEquations(BASE);
  const sum = new Float64Array(BASE);
  const sumSq = new Float64Array(BASE);
  let n = 0;
  const centred: { x: Float64Array; y: number }[] = [];
  for (const group of groups) {
    const cars = distinctCars(group);
    if (cars.length < 3) continue;
    const kw = fallbackPower(cars);
    const rows = cars.map((c) => ({ x: features(c, refYear, [], kw), y: Math.log(c.price) }));
    const mx = new Float64Array(BASE);
    let my = 0;
    for (const r of rows) {
      for (let j = 0; j < BASE; j++) mx[j] += r.x[j] / rows.length;
      my += r.y / rows.length;
    }
    for (const r of rows) {
      const x = r.x.map((v, j) => (j === 0 ? 0 : v - mx[j]));
      centred.push({ x, y: r.y - my });
      for (let j = 1; j < BASE; j++) {
        sum[j] += x[j];
        sumSq[j] += x[j] * x[j];
      }
      n++;
    }
  }
  const variance = new Float64Array(BASE);
  for (let j = 1; j < BASE; j++) variance[j] = n > 1 ? sumSq[j] / n - (sum[j] / n) ** 2 : 0;
  // the intercept is no slope: the within fit has none
  const lambda = Array.from({ length: BASE }, (_, j) => (j === 0 ? 1 : 1e-6 + 1e-3 * variance[j]));
  const zero = new Float64Array(BASE);
  let beta: Float64Array = zero;
  let sigma = 0.25;
  // robust: refit with Huber weights from the previous fit's residuals
  for (let pass = 0; pass < 3; pass++) {
    const eq = pass === 0 ? ne : new NormalEquations(BASE);
    for (const r of centred) {
      const w = pass === 0 ? 1 : huber(r.y - dot(r.x, beta), sigma);
      if (w > 0) eq.add(r.x, r.y, w);
    }
    beta = eq.factor(lambda)?.solve(eq.rhs(lambda, zero)) ?? zero;
    const residuals = centred.map((r) => r.y - dot(r.x, beta));
    sigma = robustSigma(residuals) || sigma;
  }
  return { beta, variance, sigma };
}

/** A Huber weight, 0 beyond OUTLIER_SIGMAS. */
function huber(residual: number, sigma: number) {
  const a = Math.abs(residual);
  if (a > OUTLIER_SIGMAS * sigma) return 0;
  return a <= HUBER * sigma ? 1 : (HUBER * sigma) / a;
}

/** 1.4826 × the median absolute residual: the standard deviation a normal spread would have. */
const robustSigma = (residuals: readonly number[]) =>
  residuals.length ? 1.4826 * median(residuals.map(Math.abs)) : 0;

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
function referenceOf(rows: readonly Row[], p: number): Float64Array {
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
interface Typical {
  year: number | null;
  mileageKm: number | null;
  powerKw: number | null;
  equipment: number | null;
}

function typicalOf(rows: readonly Row[]): Typical {
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

/** The label of a price at this share of its estimate. */
export function labelOf(ratio: number): PriceLabel {
  return LABEL_BOUNDS.find(([, below]) => ratio < below)![0];
}

/** Prices as people say them: to the thousand (to the hundred below 100 000 Kč). */
const roundPrice = (kc: number) =>
  kc >= 100_000 ? Math.round(kc / 1000) * 1000 : Math.round(kc / 100) * 100;

/**
 * What each fact does to a typical comparable's price: the typical comparable's facts against this
 * car's, through the fit's coefficients; the largest first, those under 2 % of the estimate left out.
 */
function factorsOf(
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
