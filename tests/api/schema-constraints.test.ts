/** @jest-environment node */
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

// The database refuses values outside the canonical ranges even if a caller skips validation.
describe("ads table constraints", () => {
  it.each([
    ["price 0", { price: 0 }],
    ["price above 99,999,999", { price: 100_000_000 }],
    ["year 1959", { year: 1959 }],
    ["power 1001 kW", { powerKw: 1001 }],
    ["mileage above 2,000,000 km", { mileageKm: 2_000_001 }],
    ["21 owners", { numberOfOwners: 21 }],
    ["VIN with the letter O", { vinNumber: "TMBJJ7NE0O0123456" }],
    ["VIN of 16 characters", { vinNumber: "TMBJJ7NE0L012345" }],
    ["unknown fuel", { fuelType: "coal" }],
    ["unknown status", { status: "hidden" }],
    ["lower-case body type", { bodyType: "sedan" }],
  ])("refuses %s", async (_label, values) => {
    await expect(createAd(values as never)).rejects.toThrow();
  });

  it("accepts a valid VIN and the edge values", async () => {
    const ad = await createAd({
      vinNumber: "TMBJJ7NE0L0123456",
      price: 99_999_999,
      year: 1960,
      powerKw: 1000,
      mileageKm: 2_000_000,
      numberOfOwners: 20,
    });
    expect(ad.id).toEqual(expect.any(Number));
  });
});
