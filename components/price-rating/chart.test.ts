import { chartAxes, CHART, compactNumber, linearScale, niceTicks } from "./chart";
import { comparedToEstimate, factorWording, signedPrice } from "./wording";

const plain = (s: string) => s.replace(/\s/g, " ");

describe("niceTicks", () => {
  it("covers the values with round steps, at most as many ticks as asked", () => {
    expect(niceTicks(23_000, 187_000, 4)).toEqual([0, 100_000, 200_000]);
    expect(niceTicks(23_000, 187_000, 6)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(niceTicks(312_000, 389_000, 6)).toEqual([
      300_000, 320_000, 340_000, 360_000, 380_000, 400_000,
    ]);
    expect(niceTicks(0.1, 0.3, 3)).toEqual([0.1, 0.2, 0.3]); // not 0.30000000000000004
  });
  it("gives a single value a span around it, never below zero", () => {
    expect(niceTicks(300_000, 300_000, 6)).toEqual([260_000, 280_000, 300_000, 320_000, 340_000]);
    const zero = niceTicks(0, 0, 4);
    expect(zero[0]).toBe(0);
    expect(zero[zero.length - 1]).toBeGreaterThan(0);
  });
});

describe("linearScale", () => {
  it("maps the domain onto the range, reversed for a y axis", () => {
    const y = linearScale([0, 400_000], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(100_000)).toBe(150);
    expect(y(400_000)).toBe(0);
  });
});

describe("chartAxes", () => {
  it("puts every value inside the plot, prices up and mileage across", () => {
    const prices = [290_000, 345_000, 410_000];
    const km = [45_000, 120_000, 210_000];
    const { x, y, xTicks, yTicks } = chartAxes(prices, km);
    expect(xTicks.length).toBeLessThanOrEqual(4);
    expect(yTicks.length).toBeLessThanOrEqual(6);
    for (const p of prices) {
      expect(y(p)).toBeGreaterThanOrEqual(CHART.top);
      expect(y(p)).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
    for (const k of km) {
      expect(x(k)).toBeGreaterThanOrEqual(CHART.left);
      expect(x(k)).toBeLessThanOrEqual(CHART.width - CHART.right);
    }
    expect(y(410_000)).toBeLessThan(y(290_000));
  });
});

describe("compactNumber", () => {
  it("writes thousands and millions the Czech way", () => {
    expect(compactNumber(150_000)).toEqual({ magnitude: "thousands", value: "150" });
    expect(compactNumber(2_500)).toEqual({ magnitude: "thousands", value: "2,5" });
    expect(compactNumber(1_250_000)).toEqual({ magnitude: "millions", value: "1,25" });
    expect(compactNumber(0)).toEqual({ magnitude: "units", value: "0" });
  });
});

describe("factorWording", () => {
  it("names a measured difference with its direction and size", () => {
    expect(factorWording({ key: "age", amount: -25_000, delta: -2 })).toEqual({
      key: "factor.older",
      values: { years: 2 },
    });
    expect(factorWording({ key: "age", amount: 10_000, delta: 1 })).toEqual({
      key: "factor.newer",
      values: { years: 1 },
    });
    const mileage = factorWording({ key: "mileage", amount: 18_000, delta: 30_000 });
    expect(mileage.key).toBe("factor.lowerMileage");
    expect(plain((mileage.values as { km: string }).km)).toBe("30 000");
    expect(factorWording({ key: "mileage", amount: -9_000, delta: -15_000 }).key).toBe(
      "factor.higherMileage",
    );
    expect(factorWording({ key: "power", amount: 12_000, delta: 20 })).toEqual({
      key: "factor.morePower",
      values: { kw: "20" },
    });
    expect(factorWording({ key: "equipment", amount: -4_000, delta: -3 })).toEqual({
      key: "factor.fewerEquipment",
      values: { items: 3 },
    });
  });
  it("names a category, and a difference under one unit, by what it is", () => {
    expect(factorWording({ key: "drive", amount: 30_000 })).toEqual({ key: "factor.drive" });
    expect(factorWording({ key: "generation", amount: -8_000 })).toEqual({
      key: "factor.generation",
    });
    expect(factorWording({ key: "age", amount: 2_000, delta: 0.3 })).toEqual({ key: "factor.age" });
  });
});

describe("signedPrice and comparedToEstimate", () => {
  it("signs amounts with a real minus", () => {
    expect(plain(signedPrice(18_000))).toBe("+18 000 Kč");
    expect(plain(signedPrice(-25_000))).toBe("−25 000 Kč");
    expect(plain(signedPrice(0))).toBe("0 Kč");
  });
  it("gives the asking price's distance from the estimate in whole per cent", () => {
    expect(comparedToEstimate(304_000, 345_000)).toEqual({ key: "belowEstimate", percent: 12 });
    expect(comparedToEstimate(362_000, 345_000)).toEqual({ key: "aboveEstimate", percent: 5 });
    expect(comparedToEstimate(346_000, 345_000)).toEqual({ key: "atEstimate" });
  });
});
