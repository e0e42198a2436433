// The prior of the price model (lib/pricing/model.ts): what all models together say about each
// fact, which each model's own fit leans on; and the robust weights both fits use.
import { dot, median, NormalEquations } from "./linear";
import { BASE, distinctCars, fallbackPower, features, type PricedCar } from "./features";

/** A residual beyond this many robust standard deviations: the price is not a market price. */
const OUTLIER_SIGMAS = 4;
const HUBER = 1.5;

/** What all models say about each fact: the slopes of the "within" fit and their spread. */
export interface Prior {
  beta: Float64Array;
  /** each column's variance within models (the prior's weight scales with it) */
  variance: Float64Array;
  /** the residual spread of log price across all models */
  sigma: number;
}

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
export function huber(residual: number, sigma: number) {
  const a = Math.abs(residual);
  if (a > OUTLIER_SIGMAS * sigma) return 0;
  return a <= HUBER * sigma ? 1 : (HUBER * sigma) / a;
}

/** 1.4826 × the median absolute residual: the standard deviation a normal spread would have. */
export const robustSigma = (residuals: readonly number[]) =>
  residuals.length ? 1.4826 * median(residuals.map(Math.abs)) : 0;
