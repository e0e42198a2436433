import { CAR_AD } from "@/tests/fixtures/car-ad";
import type { CarAd } from "@/lib/ads/types";
import { bestOf, compareRows, type CompareRowKey } from "./rows";

const base: CarAd = {
  ...CAR_AD,
  title: "Škoda Octavia",
  generation: "III",
  price: 300_000,
  mileage_km: 150_000,
  number_of_owners: 1,
  purchase_country: "Czech_Republic",
  location_name: "Praha",
  image_links: [],
  image_minis: [],
  desc_cz: null,
  seller_profile_id: null,
  seller_user_id: null,
  created_date: "2026-01-01T00:00:00Z",
  updated_date: "2026-01-01T00:00:00Z",
  checked_at: "2026-01-01T00:00:00Z",
};

const ad = (o: Partial<CarAd>): CarAd => ({ ...base, ...o });
const row = (rows: ReturnType<typeof compareRows>, key: CompareRowKey) =>
  rows.find((r) => r.key === key)!;

describe("compareRows", () => {
  const a = ad({ id: 1 });
  const b = ad({ id: 2, price: 240_000, mileage_km: 200_000, year: 2016, power_kw: 140 });
  const c = ad({ id: 3, price: 240_000, mileage_km: 0, vin_number: null, power_kw: null });
  const rows = compareRows([a, b, c], 2026);

  it("lists the specification rows after price and price per km, in a fixed order", () => {
    expect(rows.map((r) => r.key)).toEqual([
      "price",
      "pricePerKm",
      "make",
      "model",
      "generation",
      "variant",
      "year",
      "age",
      "mileage",
      "power",
      "fuel",
      "transmission",
      "drive",
      "body",
      "condition",
      "owners",
      "country",
      "vatRefund",
      "location",
      "vin",
    ]);
  });

  it("derives price per km driven (none below 1,000 km) and age in years", () => {
    expect(row(rows, "pricePerKm").values).toEqual([2, 1.2, null]);
    const fresh = compareRows([ad({ mileage_km: 999 }), ad({ mileage_km: 1000 })], 2026);
    expect(row(fresh, "pricePerKm").values).toEqual([null, 300]);
    expect(row(rows, "age").values).toEqual([8, 10, 8]);
    expect(row(rows, "vin").values).toEqual([true, true, false]);
  });

  it("marks rows whose values differ, and only those", () => {
    const differing = rows.filter((r) => r.differs).map((r) => r.key);
    expect(differing).toEqual(["price", "pricePerKm", "year", "age", "mileage", "power", "vin"]);
  });

  it("marks the best value of numeric rows: lowest price, mileage and age; highest power and year", () => {
    expect(row(rows, "price").best).toEqual([1, 2]); // a tie marks both
    expect(row(rows, "pricePerKm").best).toEqual([]); // a low Kč/km is not better in itself
    expect(row(rows, "mileage").best).toEqual([2]);
    expect(row(rows, "power").best).toEqual([1]);
    expect(row(rows, "year").best).toEqual([0, 2]);
    expect(row(rows, "age").best).toEqual([0, 2]);
  });

  it("marks nothing best in rows that are equal or are not numbers", () => {
    expect(row(rows, "make").best).toEqual([]);
    expect(row(rows, "owners")).toMatchObject({ differs: false, best: [] });
    expect(row(compareRows([a, ad({ id: 9 })], 2026), "price")).toMatchObject({
      differs: false,
      best: [],
    });
  });
});

describe("bestOf", () => {
  it("needs two numbers to name a best one", () => {
    expect(bestOf([null, 5, null], "min")).toEqual([]);
    expect(bestOf([3, null, 5], "max")).toEqual([2]);
  });
});
