import { collapsePrices, priceChanges } from "./price-changes";

const at = (price: number, day: number) => ({
  price,
  changed_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

describe("collapsePrices", () => {
  it("keeps the first of consecutive equal prices, but a price that comes back", () => {
    const points = [at(300, 1), at(300, 2), at(280, 3), at(280, 4), at(300, 5)];
    expect(collapsePrices(points)).toEqual([at(300, 1), at(280, 3), at(300, 5)]);
  });
});

describe("priceChanges", () => {
  it("is nothing for an ad that has had one price", () => {
    expect(priceChanges([])).toBeNull();
    expect(priceChanges([at(300_000, 1)])).toBeNull();
  });

  it("gives each change from the previous price and the total since the first", () => {
    const result = priceChanges([at(300_000, 1), at(280_000, 5), at(285_000, 9)]);
    expect(result?.steps.map((s) => s.change)).toEqual([null, -20_000, 5_000]);
    expect(result?.total).toBe(-15_000);
    expect(result?.totalPercent).toBeCloseTo(-5);
  });
});
