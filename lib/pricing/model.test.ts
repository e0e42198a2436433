import { createRng, randInt } from "@/lib/demo/random";
import { backtest } from "./backtest";
import { cholesky } from "./linear";
import type { PricedCar } from "./features";
import { labelOf, ModelFit, rateCars } from "./model";
import { fitPrior } from "./prior";

const NOW = new Date("2026-11-28T12:00:00Z");

/** A market of one model: 600 000 Kč new, 12 % a year, 3 % per 10 000 km, ±5 % noise. */
function market(n: number, seed = 1, model = "Octavia"): PricedCar[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => {
    const year = randInt(rng, 2012, 2025);
    const km = Math.round((2026 - year + rng()) * 15_000);
    return {
      id: i + 1 + (model === "Octavia" ? 0 : 10_000),
      carId: null,
      make: "Škoda",
      model,
      generationId: null,
      year,
      mileageKm: km,
      powerKw: 110,
      fuelType: "diesel",
      transmission: "mt",
      driveType: "FWD",
      bodyType: "ESTATE_CAR",
      condition: "used",
      equipment: [],
      price: Math.round(
        600_000 * 0.88 ** (2026 - year) * 0.97 ** (km / 10_000) * (0.95 + rng() * 0.1),
      ),
      active: true,
    };
  });
}

it("solves a positive-definite system", () => {
  // [[4, 2], [2, 3]] by its lower triangle
  const m = Float64Array.from([4, 0, 2, 3]);
  expect([...cholesky(m, 2)!.solve([8, 7])].map((v) => +v.toFixed(9))).toEqual([1.25, 1.5]);
  expect(cholesky(Float64Array.from([0, 0, 0, 0]), 2)).toBeNull();
});

it("labels a price by its share of the estimate", () => {
  expect([0.3, 0.7, 0.9, 1, 1.1, 1.5].map(labelOf)).toEqual([
    "suspicious",
    "great",
    "good",
    "fair",
    "high",
    "overpriced",
  ]);
});

it("estimates an ad from its comparables alone: exactly the fit without its car", () => {
  const cars = market(60);
  const prior = fitPrior([cars], 2026);
  const ad = cars[7];
  const rated = new ModelFit(cars, prior, 2026).rate(ad, NOW);
  const without = new ModelFit(
    cars.filter((c) => c !== ad),
    prior,
    2026,
  ).rate({ ...ad, id: 0 }, NOW);
  expect(rated.estimate).toBe(without.estimate);
  expect(rated.comparables).toBe(59);
});

it("recovers the market and explains a low mileage as a plus", () => {
  const cars = market(200);
  const typicalKm = 5 * 15_000;
  const lowKm = { ...cars[0], id: 0, year: 2021, mileageKm: 20_000, price: 300_000 };
  const r = rateCars([...cars], NOW).get(1)!;
  expect(r.label).not.toBe("unrated");
  const fit = new ModelFit(cars, fitPrior([cars], 2026), 2026).rate(lowKm, NOW);
  const truth = 600_000 * 0.88 ** 5 * 0.97 ** 2;
  expect(Math.abs(fit.estimate! - truth) / truth).toBeLessThan(0.05);
  const mileage = fit.factors.find((f) => f.key === "mileage")!;
  expect(mileage.amount).toBeGreaterThan(0);
  expect(mileage.delta).toBeGreaterThan(typicalKm - 20_000 - 15_000);
});

it("back-tests: held-out cars estimated within the noise, bands reported", () => {
  const lines = backtest([...market(400), ...market(5, 2, "Rare")], { now: NOW });
  const all = lines[0];
  expect(all.name).toBe("all");
  expect(all.medianError!).toBeLessThan(0.05);
  expect(all.rated).toBeGreaterThan(0.9);
  expect(all.rated).toBeLessThan(1);
  expect(lines.map((l) => l.name)).toContain("4–7 let");
});
