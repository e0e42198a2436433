import { adWarnings, fuelOfVariant } from "./warnings";

test("a variant's name says its fuel by the makers' usual codes", () => {
  expect(fuelOfVariant("1.4 TSI")).toBe("petrol");
  expect(fuelOfVariant("2.0 TDI 4x4")).toBe("diesel");
  expect(fuelOfVariant("320d xDrive")).toBe("diesel");
  expect(fuelOfVariant("1.5 dCi")).toBe("diesel");
  expect(fuelOfVariant("1.4 G-TEC")).toBe("gas");
  expect(fuelOfVariant("RS iV")).toBe("hybrid");
  expect(fuelOfVariant("RS")).toBeNull();
  expect(fuelOfVariant("Scout")).toBeNull();
  expect(fuelOfVariant(null)).toBeNull();
});

test('a fuel the variant contradicts is a warning on the fuel (issue 27: "1.4 TSI" as diesel)', () => {
  expect(adWarnings({ variant: "1.4 TSI", fuel_type: "diesel" })).toEqual({
    fuel_type: {
      message: "createAd.warnings.fuelVsVariant",
      values: { variant: "1.4 TSI", fuel: "petrol" },
    },
  });
  expect(adWarnings({ variant: "1.4 TSI", fuel_type: "petrol" })).toEqual({});
  expect(adWarnings({ variant: "RS", fuel_type: "diesel" })).toEqual({});
  // the registry's fuel, when the caller knows it, decides over the name
  expect(adWarnings({ variant: "RS", fuel_type: "diesel" }, "petrol")).toHaveProperty("fuel_type");
});

test("a VIN whose model year is not the stated year is a warning on the VIN", () => {
  // J is 1988 or 2018: near 2017, 2018
  expect(adWarnings({ vin_number: "TMBJJ7NE2J0123456", year: 2017 })).toEqual({
    vin_number: { message: "createAd.warnings.vinYear", values: { vinYear: "2018", year: "2017" } },
  });
  expect(adWarnings({ vin_number: "TMBJJ7NE2H0123456", year: 2017 })).toEqual({});
  // A is 1980 or 2010; a 1985 car with A: 1980, near it
  expect(adWarnings({ vin_number: "WBA8E9C50AK123456", year: 1985 }).vin_number?.values).toEqual({
    vinYear: "1980",
    year: "1985",
  });
  // Z names no year (many European VINs): nothing to compare
  expect(adWarnings({ vin_number: "TMBJJ7NE2Z0123456", year: 2017 })).toEqual({});
  expect(adWarnings({ vin_number: null, year: 2017 })).toEqual({});
});

test("a price below half the generation's typical minimum is a warning on the price (issue 27)", () => {
  expect(adWarnings({ price: 45_000, typical_min_price: 450_000 })).toEqual({
    price: { message: "createAd.warnings.priceFarBelow", values: { min: "450000" } },
  });
  expect(adWarnings({ price: 300_000, typical_min_price: 450_000 })).toEqual({});
  // nothing to compare without the generation's figure
  expect(adWarnings({ price: 5_000 })).toEqual({});
});
