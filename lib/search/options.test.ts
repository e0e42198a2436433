import { MILEAGE_OPTIONS, POWER_OPTIONS, PRICE_OPTIONS, yearOptions } from "./options";

describe("search form choices (seed 000 §9.1)", () => {
  it("power runs 50–400 kW in 36 steps of 10", () => {
    expect(POWER_OPTIONS).toHaveLength(36);
    expect([POWER_OPTIONS[0], POWER_OPTIONS[1], POWER_OPTIONS.at(-1)]).toEqual([50, 60, 400]);
  });
  it("mileage has the twelve listed values", () => {
    expect(MILEAGE_OPTIONS).toHaveLength(12);
    expect(MILEAGE_OPTIONS.at(-1)).toBe(250000);
  });
  // seed 000 §9.1 says "(6)" for 2.5–5.5 M in steps of 0.5 M, which is 7 values: the stated ends win
  it("price has 16 + 16 + 10 + 7 steps", () => {
    expect(PRICE_OPTIONS).toHaveLength(49);
    expect(PRICE_OPTIONS.slice(14, 18)).toEqual([190000, 200000, 250000, 300000]);
    expect(PRICE_OPTIONS.slice(31, 34)).toEqual([1000000, 1100000, 1200000]);
    expect(PRICE_OPTIONS.slice(-2)).toEqual([5000000, 5500000]);
    expect(new Set(PRICE_OPTIONS).size).toBe(49);
  });
  it("years run from the current year down to 1960", () => {
    const now = new Date(2026, 5, 1);
    expect(yearOptions(now)[0]).toBe(2026);
    expect(yearOptions(now).at(-1)).toBe(1960);
    expect(yearOptions(now)).toHaveLength(67);
  });
});
