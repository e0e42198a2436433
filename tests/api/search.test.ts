/** @jest-environment node */
// Every parameter of GET /api/ads/filter/ and GET /api/ads-count/filtered/ (seed 000 §7).
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as countRoute } from "@/app/api/ads-count/filtered/route";
import { generations, makes, models, type NewAdRow } from "@/lib/infra/db/schema";
import { createAd } from "../helpers/fixtures";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import type { AdListItem } from "@/lib/ads/types";
import { resetEnvCache } from "@/lib/infra/env";

type Body = {
  results: AdListItem[];
  count: number;
  error?: string;
  fields?: Record<string, string>;
};

const qs = (p: Record<string, string | string[]>) => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) for (const one of [v].flat()) u.append(k, one);
  return u.toString();
};
const search = async (p: Record<string, string | string[]> = {}) => {
  const res = await filter(get(`/api/ads/filter/?${qs(p)}`), params({}));
  return { status: res.status, body: (await res.json()) as Body };
};
const titles = async (p: Record<string, string | string[]>) => {
  const { status, body } = await search(p);
  expect(status).toBe(200);
  return body.results.map((r) => r.title).sort();
};
const count = async (p: Record<string, string | string[]>) => {
  const res = await countRoute(get(`/api/ads-count/filtered/?${qs(p)}`), params({}));
  return { status: res.status, body: (await res.json()) as Body };
};

let gen3 = 0;
let gen4 = 0;
const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000);

// Small named cars: each test names exactly the ones it expects.
const CARS: Record<string, Partial<NewAdRow>> = {
  octavia3: {
    make: "Škoda",
    model: "Octavia",
    variant: "RS",
    year: 2015,
    price: 250000,
    mileageKm: 180000,
    powerKw: 135,
    fuelType: "petrol",
    transmission: "amt",
    condition: "used",
  },
  octavia4: {
    make: "Škoda",
    model: "Octavia",
    variant: "Style",
    year: 2021,
    price: 560000,
    mileageKm: 40000,
    powerKw: 110,
    fuelType: "diesel",
    transmission: "mt",
    condition: "used",
    vatRefund: true,
  },
  fabia: {
    make: "Škoda",
    model: "Fabia",
    year: 2023,
    price: 390000,
    mileageKm: 5000,
    powerKw: 70,
    fuelType: "petrol",
    transmission: "mt",
    condition: "new",
    vatRefund: true,
  },
  golf: {
    make: "Volkswagen",
    model: "Golf",
    year: 2012,
    price: 150000,
    mileageKm: 210000,
    powerKw: 77,
    fuelType: "diesel",
    transmission: "at",
    condition: "damaged",
  },
  passat: {
    make: "Volkswagen",
    model: "Passat",
    year: 2019,
    price: 420000,
    mileageKm: null,
    powerKw: null,
    fuelType: null,
    transmission: null,
    condition: "used",
    vatRefund: false,
  },
  focus: {
    make: "Ford",
    model: "Focus",
    year: 2017,
    price: 210000,
    mileageKm: 120000,
    powerKw: 92,
    fuelType: "hybrid",
    transmission: "cvt",
    condition: "used",
  },
};

beforeAll(async () => {
  const db = await setupTestDb();
  const [skoda] = await db.insert(makes).values({ name: "Škoda", slug: "skoda" }).returning();
  const [octavia] = await db
    .insert(models)
    .values({ makeId: skoda.id, name: "Octavia", slug: "octavia" })
    .returning();
  [{ id: gen3 }, { id: gen4 }] = await db
    .insert(generations)
    .values([
      {
        modelId: octavia.id,
        name: "Octavia III",
        slug: "octavia-iii",
        startYear: 2013,
        endYear: 2020,
      },
      { modelId: octavia.id, name: "Octavia IV", slug: "octavia-iv", startYear: 2020 },
    ])
    .returning();
  let i = 0;
  for (const [title, car] of Object.entries(CARS)) {
    const generationId = title === "octavia3" ? gen3 : title === "octavia4" ? gen4 : null;
    await createAd({ ...car, title, generationId, createdDate: day(i++) });
  }
  await createAd({ ...CARS.octavia3, title: "archived", status: "archived", createdDate: day(20) });
  await createAd({ ...CARS.octavia3, title: "sold", status: "sold", createdDate: day(21) });
  await createAd({ ...CARS.octavia3, title: "deleted", status: "deleted", createdDate: day(22) });
});
afterAll(async () => {
  delete process.env.SEARCH_INDEX;
  resetEnvCache();
  await teardownTestDb();
});

const ALL = Object.keys(CARS).sort();

// The in-process index and the plain SQL must give the same answers.
describe.each(["index", "sql"])("on the %s", (mode) => {
  beforeAll(() => {
    process.env.SEARCH_INDEX = mode === "index" ? "1" : "0";
    resetEnvCache();
  });

  describe("filters", () => {
    it("without filters answers every active ad and nothing else", async () => {
      expect(await titles({})).toEqual(ALL);
      expect((await count({})).body).toEqual({ count: 6 });
    });

    it.each([
      [{ min_year: "2017" }, ["fabia", "focus", "octavia4", "passat"]],
      [{ max_year: "2015" }, ["golf", "octavia3"]],
      [{ min_year: "2015", max_year: "2019" }, ["focus", "octavia3", "passat"]],
      [{ min_price: "390000" }, ["fabia", "octavia4", "passat"]],
      [{ max_price: "210000" }, ["focus", "golf"]],
      [{ min_mileage: "120000" }, ["focus", "golf", "octavia3"]],
      [{ max_mileage: "40000" }, ["fabia", "octavia4"]],
      [{ min_power_kw: "110" }, ["octavia3", "octavia4"]],
      [{ max_power_kw: "77" }, ["fabia", "golf"]],
      [{ fuel_type: "diesel" }, ["golf", "octavia4"]],
      [{ fuel_type: "hybrid" }, ["focus"]],
      [{ fuel_type: "unknown" }, ["passat"]],
      [{ transmission: "automatic" }, ["focus", "golf", "octavia3"]],
      [{ transmission: "manual" }, ["fabia", "octavia4"]],
      [{ transmission: "unknown" }, ["passat"]],
      [{ transmission: "cvt" }, ["focus"]],
      [{ condition: "new" }, ["fabia"]],
      [{ condition: "used" }, ["focus", "golf", "octavia3", "octavia4", "passat"]],
      [{ condition: "USED" }, ["focus", "golf", "octavia3", "octavia4", "passat"]],
      [{ vat_refund: "true" }, ["fabia", "octavia4"]],
      [{ vat_refund: "false" }, ALL],
      [{ fuel_type: "diesel", transmission: "manual", min_year: "2020" }, ["octavia4"]],
      // created at or after: golf was created at day(3) exactly
      [{ created_after: day(3).toISOString() }, ["focus", "golf", "passat"]],
      [{ created_after: "2026-10-04" }, ["focus", "golf", "passat"]],
      [{ created_after: "2026-10-04T01:00:00+01:00" }, ["focus", "golf", "passat"]],
      [{ created_after: "2026-10-04T00:00:00.001Z" }, ["focus", "passat"]],
      [{ created_after: "2026-10-04", fuel_type: "diesel" }, ["golf"]],
    ])("%j", async (p, expected) => {
      expect(await titles(p)).toEqual(expected);
      expect((await count(p)).body.count).toBe(expected.length);
    });

    it("leaves empty values out", async () => {
      expect(await titles({ min_price: "", fuel_type: "", catalog_filter: "" })).toEqual(ALL);
    });
  });

  describe("catalog_filter", () => {
    const item = (o: object) => JSON.stringify(o);

    it("matches a make, a make and model, and generations or variants inside one item", async () => {
      expect(await titles({ catalog_filter: item({ make: "Škoda" }) })).toEqual([
        "fabia",
        "octavia3",
        "octavia4",
      ]);
      expect(await titles({ catalog_filter: item({ make: "Škoda", model: "Octavia" }) })).toEqual([
        "octavia3",
        "octavia4",
      ]);
      expect(
        await titles({
          catalog_filter: item({ make: "Škoda", model: "Octavia", generation_ids: [gen4] }),
        }),
      ).toEqual(["octavia4"]);
      expect(
        await titles({
          catalog_filter: item({ make: "Škoda", model: "Octavia", variants: ["RS"] }),
        }),
      ).toEqual(["octavia3"]);
      expect(
        await titles({ catalog_filter: item({ make: "Škoda", variants: [{ variant: "Style" }] }) }),
      ).toEqual(["octavia4"]);
    });

    it("requires every given part of one item to match", async () => {
      expect(
        await titles({ catalog_filter: item({ make: "Volkswagen", model: "Octavia" }) }),
      ).toEqual([]);
      expect(
        await titles({
          catalog_filter: item({
            make: "Škoda",
            model: "Octavia",
            generation_ids: [gen3],
            variants: ["Style"],
          }),
        }),
      ).toEqual([]);
    });

    it("treats repeated items as alternatives and combines them with the other filters", async () => {
      const items = [
        item({ make: "Škoda", model: "Fabia" }),
        item({ make: "Volkswagen", model: "Golf" }),
        item({ make: "Ford" }),
      ];
      expect(await titles({ catalog_filter: items })).toEqual(["fabia", "focus", "golf"]);
      expect(await titles({ catalog_filter: items, transmission: "manual" })).toEqual(["fabia"]);
      expect((await count({ catalog_filter: items })).body.count).toBe(3);
    });
  });

  describe("ordering and pages", () => {
    const order = async (ordering: string) =>
      (await search({ ordering })).body.results.map((r) => r.title);

    it("sorts by every ordering; the default is newest first", async () => {
      expect(await order("update")).toEqual([
        "focus",
        "passat",
        "golf",
        "fabia",
        "octavia4",
        "octavia3",
      ]);
      expect((await search()).body.results[0].title).toBe("focus");
      expect(await order("price")).toEqual([
        "golf",
        "focus",
        "octavia3",
        "fabia",
        "passat",
        "octavia4",
      ]);
      expect(await order("-price")).toEqual([
        "octavia4",
        "passat",
        "fabia",
        "octavia3",
        "focus",
        "golf",
      ]);
      expect(await order("year")).toEqual([
        "golf",
        "octavia3",
        "focus",
        "passat",
        "octavia4",
        "fabia",
      ]);
      expect(await order("-year")).toEqual([
        "fabia",
        "octavia4",
        "passat",
        "focus",
        "octavia3",
        "golf",
      ]);
      // unknown mileage is last in both directions
      expect(await order("mileage_km")).toEqual([
        "fabia",
        "octavia4",
        "focus",
        "octavia3",
        "golf",
        "passat",
      ]);
      expect(await order("-mileage_km")).toEqual([
        "golf",
        "octavia3",
        "focus",
        "octavia4",
        "fabia",
        "passat",
      ]);
    });

    it("answers an empty page beyond the last with the count", async () => {
      const { status, body } = await search({ page: "2" });
      expect(status).toBe(200);
      expect(body.results).toEqual([]);
      expect(body.count).toBe(6);
      expect((await search({ page: "100000" })).body.results).toEqual([]);
    });
  });
});

describe("bad input", () => {
  it.each([
    ["min_price", "cheap"],
    ["max_year", "-5"],
    ["min_mileage", "1.5"],
    ["max_power_kw", "99999999999"],
    ["fuel_type", "coal"],
    ["transmission", "sequential"],
    ["condition", "broken"],
    ["vat_refund", "maybe"],
    ["created_after", "yesterday"],
    ["created_after", "2026-10-04T00:00:00"],
    ["created_after", "2026-02-30"],
  ])("%s=%s answers 400 naming the parameter", async (key, value) => {
    for (const call of [search, count]) {
      const { status, body } = await call({ [key]: value });
      expect(status).toBe(400);
      expect(body.error).toEqual(expect.any(String));
      expect(Object.keys(body.fields ?? {})).toEqual([key]);
    }
  });

  it.each([
    ["min_year", "max_year", "2020", "2015"],
    ["min_mileage", "max_mileage", "200000", "10000"],
    ["min_power_kw", "max_power_kw", "150", "60"],
    ["min_price", "max_price", "500000", "100000"],
  ])(
    "an inverted range %s > %s answers 400 naming both, not 0 results",
    async (min, max, lo, hi) => {
      for (const call of [search, count]) {
        const { status, body } = await call({ [min]: lo, [max]: hi });
        expect(status).toBe(400);
        expect(Object.keys(body.fields ?? {}).sort()).toEqual([max, min].sort());
      }
      // equal ends are a range of one value
      expect((await count({ [min]: hi, [max]: hi })).status).toBe(200);
    },
  );

  it.each([
    "not json",
    "[1,2]",
    '"Škoda"',
    '{"make": 5}',
    '{"generation_ids": ["x"]}',
    '{"make":"Škoda","colour":"red"}',
    "null",
  ])("catalog_filter %s answers 400", async (raw) => {
    const { status, body } = await search({ catalog_filter: raw });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty("catalog_filter");
  });

  it("falls back to defaults for a malformed page or ordering and ignores unknown parameters", async () => {
    for (const p of <Record<string, string>[]>[
      { page: "abc" },
      { page: "-3" },
      { page: "1e999" },
      { ordering: "drop table ads" },
      { paint: "red" },
    ]) {
      const { status, body } = await search(p);
      expect(status).toBe(200);
      expect(body.results[0].title).toBe("focus");
    }
  });
});
