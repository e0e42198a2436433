import { normalizeVin, readVin } from "./decode";

const now = new Date("2026-11-25T12:00:00Z");

test("reads the maker and the model year of common European VINs", () => {
  expect(readVin("TMBJJ7NE0L0123456", now)).toEqual({
    vin: "TMBJJ7NE0L0123456",
    make: "Škoda",
    year: 2020,
  });
  expect(readVin("wvwzzz1kz8w123456", now)).toMatchObject({ make: "Volkswagen", year: 2008 });
  expect(readVin("VF1RFB00X6X123456", now)).toMatchObject({ make: "Renault", year: 2006 });
  // A = 1980 or 2010: the latest year not after next year
  expect(readVin("WBA8E9C50AK123456", now)).toMatchObject({ make: "BMW", year: 2010 });
  // T = 1996 or 2026
  expect(readVin("UU1HSDADNT5123456", now)).toMatchObject({ make: "Dacia", year: 2026 });
});

test("an unknown maker code suggests no make; an invalid VIN reads as nothing", () => {
  expect(readVin("ABCJJ7NE0L0123456", now)).toMatchObject({ make: null, year: 2020 });
  expect(readVin("TMBJJ7NE0O0123456", now)).toBeNull(); // O is never used
  expect(readVin("TMBJJ7NE0L012345", now)).toBeNull(); // 16 characters
  expect(normalizeVin(" tmbjj7ne0l 0123456 ")).toBe("TMBJJ7NE0L0123456");
});
