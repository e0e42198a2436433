import { CAR_AD } from "@/tests/fixtures/car-ad";
import type { PriceLabel } from "@/lib/pricing/types";
import { bestOf, compareRows, equipmentRows, type CompareAd, type CompareRowKey } from "./rows";

const base: CompareAd = {
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
  price_rating: null,
};

const ad = (o: Partial<CompareAd>): CompareAd => ({ ...base, ...o });
const row = (rows: ReturnType<typeof compareRows>, key: CompareRowKey) =>
  rows.find((r) => r.key === key)!;

describe("compareRows", () => {
  const a = ad({ id: 1 });
  const b = ad({ id: 2, price: 240_000, mileage_km: 200_000, year: 2016, power_kw: 140 });
  const c = ad({ id: 3, price: 240_000, mileage_km: 0, vin_number: null, power_kw: null });
  const rows = compareRows([a, b, c], 2026);

  it("lists the specification rows after price, price vs. market and price per km, in a fixed order", () => {
    expect(rows.map((r) => r.key)).toEqual([
      "price",
      "priceVsMarket",
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
      "colour",
      "doors",
      "seats",
      "condition",
      "owners",
      "stk",
      "serviceBook",
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

describe("compareRows, the price against the market", () => {
  const rated = (price: number, estimate: number | null, label: PriceLabel = "fair") =>
    ad({ price, price_rating: { label, estimate } });
  const market = (ads: CompareAd[]) => row(compareRows(ads, 2026), "priceVsMarket");

  it("gives each ad's price against its estimate in whole signed per cent", () => {
    expect(market([rated(276_000, 300_000, "good"), rated(336_000, 300_000, "high")])).toEqual({
      key: "priceVsMarket",
      values: [-8, 12],
      differs: true,
      best: [0],
    });
    // under half a per cent either way is the estimate itself, never "−0"
    expect(market([rated(299_000, 300_000), rated(301_000, 300_000)]).values).toEqual([0, 0]);
  });

  it("marks the lowest per cent best, a tie both", () => {
    const row = market([
      rated(270_000, 300_000, "good"),
      rated(330_000, 300_000, "high"),
      rated(180_000, 200_000, "good"),
    ]);
    expect(row.values).toEqual([-10, 10, -10]);
    expect(row.best).toEqual([0, 2]);
  });

  it("never marks a suspiciously low price best: the lowest of the others is", () => {
    const suspicious = rated(150_000, 300_000, "suspicious");
    expect(market([suspicious, rated(290_000, 300_000), rated(270_000, 300_000, "good")])).toEqual(
      expect.objectContaining({ values: [-50, -3, -10], best: [2] }),
    );
    expect(market([rated(290_000, 300_000), suspicious]).best).toEqual([0]);
    expect(market([suspicious, rated(140_000, 300_000, "suspicious")]).best).toEqual([]);
  });

  it("has no value for an unrated ad or one without a rating, and compares the rest", () => {
    const row = market([
      rated(250_000, null, "unrated"),
      ad({ price_rating: null }),
      rated(270_000, 300_000, "good"),
      rated(330_000, 300_000, "high"),
    ]);
    expect(row.values).toEqual([null, null, -10, 10]);
    expect(row.best).toEqual([2]);
    expect(market([rated(250_000, null, "unrated"), rated(270_000, 300_000, "good")])).toEqual(
      expect.objectContaining({ values: [null, -10], differs: true, best: [] }),
    );
    expect(market([ad({}), ad({ id: 2 })])).toEqual(
      expect.objectContaining({ values: [null, null], differs: false, best: [] }),
    );
  });
});

describe("compareRows, the car data", () => {
  const a = ad({ id: 1 });
  const b = ad({
    id: 2,
    metallic: false,
    doors: 3,
    stk_valid_until: "2028-01",
    service_book: null,
  });
  const c = ad({ id: 3, colour: null, metallic: null, stk_valid_until: "2026-12" });
  const november = new Date("2026-11-15T12:00:00Z");
  const rows = compareRows([a, b, c], 2026, november);

  it("tells a metallic colour from the plain one, and doors, seats, service book as given", () => {
    expect(row(rows, "colour")).toMatchObject({
      values: ["grey metallic", "grey", null],
      differs: true,
      best: [],
    });
    expect(row(rows, "doors")).toMatchObject({ values: [5, 3, 5], differs: true, best: [] });
    expect(row(rows, "seats")).toMatchObject({ values: [5, 5, 5], differs: false });
    expect(row(rows, "serviceBook")).toMatchObject({ values: [true, null, true], differs: true });
  });

  it("marks the STK valid longest as the best, across a year's turn", () => {
    expect(row(rows, "stk").best).toEqual([1]);
    expect(row(rows, "stk").values).toEqual([2027 * 12 + 4, 2028 * 12, 2026 * 12 + 11]);
    expect(
      row(compareRows([a, ad({ stk_valid_until: null })], 2026, november), "stk").best,
    ).toEqual([]);
  });

  it("never marks an expired STK best (its month over in Prague): when all are, none is", () => {
    const stk = (now: Date) =>
      row(
        compareRows(
          [ad({ stk_valid_until: "2026-05" }), ad({ id: 2, stk_valid_until: "2026-06" })],
          2026,
          now,
        ),
        "stk",
      );
    // the last evening of June in Prague: June's STK is still valid
    expect(stk(new Date("2026-06-30T21:59:00Z")).best).toEqual([1]);
    // 1 July, 00:30 in Prague (still June in UTC): both are over
    expect(stk(new Date("2026-06-30T22:30:00Z"))).toMatchObject({ differs: true, best: [] });
    expect(stk(new Date("2027-01-10T12:00:00Z")).best).toEqual([]);
  });
});

describe("equipmentRows", () => {
  const a = ad({ id: 1, equipment: ["ac_auto", "cruise_control", "abs", "tow_bar"] });
  const b = ad({ id: 2, equipment: ["ac_auto", "heated_seats", "abs"] });

  it("gives a row per item either car has, in the list's order with its group, what each has", () => {
    expect(equipmentRows([a, b])).toEqual([
      { item: "ac_auto", group: "comfort", values: [true, true], differs: false },
      { item: "heated_seats", group: "comfort", values: [false, true], differs: true },
      { item: "cruise_control", group: "comfort", values: [true, false], differs: true },
      { item: "abs", group: "safety", values: [true, true], differs: false },
      { item: "tow_bar", group: "other", values: [true, false], differs: true },
    ]);
  });

  it("reads a car that lists no equipment as unknown, not as lacking everything", () => {
    const none = ad({ id: 3, equipment: [] });
    const rows = equipmentRows([a, none, b]);
    expect(rows.find((r) => r.item === "tow_bar")).toEqual({
      item: "tow_bar",
      group: "other",
      values: [true, null, false],
      differs: true,
    });
    expect(rows.find((r) => r.item === "ac_auto")).toMatchObject({ differs: false });
    expect(equipmentRows([a, none]).every((r) => !r.differs)).toBe(true);
  });

  it("has no rows when no car lists equipment", () => {
    expect(equipmentRows([ad({ equipment: [] }), ad({ equipment: [] })])).toEqual([]);
  });
});

describe("bestOf", () => {
  it("needs two numbers to name a best one", () => {
    expect(bestOf([null, 5, null], "min")).toEqual([]);
    expect(bestOf([3, null, 5], "max")).toEqual([2]);
  });
});
