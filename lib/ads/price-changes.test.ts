import { collapsePrices, priceChanges, withoutCorrections } from "./price-changes";

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

describe("withoutCorrections (issue 27)", () => {
  const hour = (price: number, h: number) => ({
    price,
    changed_at: new Date(Date.UTC(2026, 0, 1) + h * 3600_000).toISOString(),
  });

  it("leaves out a price replaced within 24 hours, keeps the last and the ones that stood", () => {
    const typo = [hour(389_000, 0), hour(5, 100), hour(359_000, 101)];
    expect(withoutCorrections(typo)).toEqual([hour(389_000, 0), hour(359_000, 101)]);
    const real = [hour(389_000, 0), hour(370_000, 24), hour(359_000, 48)];
    expect(withoutCorrections(real)).toEqual(real);
    // a correction back to the old price is no step at all
    expect(collapsePrices(withoutCorrections([hour(300, 0), hour(30, 50), hour(300, 51)]))).toEqual(
      [hour(300, 0)],
    );
    expect(withoutCorrections([hour(300, 0)])).toEqual([hour(300, 0)]);
    // only the same listing's next price corrects one: a relist an hour later does not
    const relist = [
      { ...hour(280_000, 0), ad: 1 },
      { ...hour(320_000, 1), ad: 2 },
    ];
    expect(withoutCorrections(relist, (p) => p.ad)).toEqual(relist);
  });
});
