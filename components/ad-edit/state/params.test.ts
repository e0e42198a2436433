import {
  parseMileage,
  parsePower,
  parsePrice,
  normaliseVin,
  vinLooksInvalid,
  productionYears,
} from "./params";
import { composeTitle } from "./title";
import { locationPatch } from "./location";

test("price is required, typed with grouped digits and an optional Kč, within 1 000–99 999 999", () => {
  expect(parsePrice("")).toEqual({ error: "createAd.errors.priceRequired" });
  expect(parsePrice("  Kč ")).toEqual({ error: "createAd.errors.priceRequired" });
  expect(parsePrice("289 000 Kč")).toEqual({ value: 289000 });
  expect(parsePrice("289\u00a0000")).toEqual({ value: 289000 });
  expect(parsePrice("0")).toEqual({ error: "createAd.errors.priceInvalid" });
  expect(parsePrice("5 Kč")).toEqual({ error: "createAd.errors.priceInvalid" });
  expect(parsePrice("1 000")).toEqual({ value: 1000 });
  expect(parsePrice("100 000 000")).toEqual({ error: "createAd.errors.priceInvalid" });
  expect(parsePrice("12a")).toEqual({ error: "createAd.errors.priceInvalid" });
});

test("power takes digits 1–1000 and an empty field clears it", () => {
  expect(parsePower("")).toEqual({ value: null });
  expect(parsePower("110")).toEqual({ value: 110 });
  expect(parsePower("0")).toEqual({ error: "createAd.errors.powerInvalid" });
  expect(parsePower("1001")).toEqual({ error: "createAd.errors.powerInvalid" });
  expect(parsePower("11.5")).toEqual({ error: "createAd.errors.powerInvalid" });
});

test("mileage ignores spaces and commas, takes 0–2 000 000, and an empty field clears it", () => {
  expect(parseMileage(" ")).toEqual({ value: null });
  expect(parseMileage("0")).toEqual({ value: 0 });
  expect(parseMileage("123 456")).toEqual({ value: 123456 });
  expect(parseMileage("1,234,567")).toEqual({ value: 1234567 });
  expect(parseMileage("2 000 001")).toEqual({ error: "createAd.errors.mileageInvalid" });
  expect(parseMileage("abc")).toEqual({ error: "createAd.errors.mileageInvalid" });
});

test("a VIN is upper-cased to at most 17 characters and marked invalid without I, O, Q rules met", () => {
  expect(normaliseVin("tmb jf7ne1k0123456 99")).toBe("TMBJF7NE1K0123456");
  expect(vinLooksInvalid("")).toBe(false);
  expect(vinLooksInvalid("TMBJF7NE1K0123456")).toBe(false);
  expect(vinLooksInvalid("TMBJF7NE1K012345")).toBe(true);
  expect(vinLooksInvalid("TMBJF7NE1K012345O")).toBe(true);
});

test("a generation's years run from its start to its end, or to this year when open", () => {
  const all = [2026, 2025, 2024, 2020, 2019, 2013, 2012, 2011];
  expect(productionYears("2012-2020", all)).toEqual([2020, 2019, 2013, 2012]);
  expect(productionYears("2024-", all, new Date("2026-06-01"))).toEqual([2026, 2025, 2024]);
});

test("the title is recomposed from make, model, generation and year", () => {
  expect(composeTitle({ make: "Škoda", model: "Octavia", generation: "III", year: 2019 })).toBe(
    "Škoda Octavia III 2019",
  );
  expect(composeTitle({ make: "Škoda", model: "Octavia", generation: null, year: 2019 })).toBe(
    "Škoda Octavia 2019",
  );
  // registry generations that repeat the model name it once (issue 27: "Škoda Octavia Octavia III")
  expect(
    composeTitle({ make: "Škoda", model: "Octavia", generation: "Octavia III", year: 2017 }),
  ).toBe("Škoda Octavia III 2017");
  expect(composeTitle({ make: "Škoda", model: "Octavia", generation: "octavia", year: 2017 })).toBe(
    "Škoda Octavia 2017",
  );
});

test("the location's name and link are trimmed and empty ones left out", () => {
  expect(locationPatch("  Brno ", " https://maps.example/brno ")).toEqual({
    location_name: "Brno",
    location_link: "https://maps.example/brno",
  });
  expect(locationPatch(" ", "")).toEqual({});
});
