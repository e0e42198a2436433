/** @jest-environment node */
// Exact counts at marketplace size and bounded pages (MAX_PAGE), on the index and in SQL.
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as countRoute } from "@/app/api/ads-count/filtered/route";
import { insertAdsBulk } from "@/lib/ads/mutations-bulk";
import { resetEnvCache } from "@/lib/infra/env";
import { MAX_PAGE } from "@/lib/search/schemas";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const TOTAL = 12_005;

beforeAll(async () => {
  await setupTestDb();
  const now = Date.now();
  await insertAdsBulk(
    Array.from({ length: TOTAL }, (_, k) => {
      const i = k + 1;
      const date = new Date(now - i * 60_000);
      const ad = {
        title: `Car ${i}`,
        make: i % 2 === 0 ? "Škoda" : "Ford",
        model: "X",
        year: 2000 + (i % 20),
        price: 100000 + i,
        mileageKm: i,
      };
      return {
        ad: {
          ...ad,
          condition: "used",
          status: "active",
          source: "own",
          createdDate: date,
          updatedDate: date,
        },
        photos: [],
      };
    }),
  );
});
afterAll(async () => {
  delete process.env.SEARCH_INDEX;
  resetEnvCache();
  await teardownTestDb();
});

const json = async (res: Response) =>
  (await res.json()) as { count: number; results?: { title: string }[] };

describe.each(["index", "sql"])("on the %s", (mode) => {
  beforeAll(() => {
    process.env.SEARCH_INDEX = mode === "index" ? "1" : "0";
    resetEnvCache();
  });

  it("counts every match exactly, however many", async () => {
    expect(await json(await countRoute(get("/api/ads-count/filtered/"), params({})))).toEqual({
      count: TOTAL,
    });
    const item = encodeURIComponent(JSON.stringify({ make: "Škoda" }));
    expect(
      await json(
        await countRoute(get(`/api/ads-count/filtered/?catalog_filter=${item}`), params({})),
      ),
    ).toEqual({ count: Math.floor(TOTAL / 2) });
  });

  it("serves the last allowed page and nothing past it, with the count", async () => {
    const last = await json(await filter(get(`/api/ads/filter/?page=${MAX_PAGE}`), params({})));
    expect(last.results).toHaveLength(20);
    expect(last.results![0].title).toBe(`Car ${(MAX_PAGE - 1) * 20 + 1}`);
    const past = await json(await filter(get(`/api/ads/filter/?page=${MAX_PAGE + 1}`), params({})));
    expect(past).toEqual({ results: [], count: TOTAL });
  });

  it("pages deep in another order", async () => {
    const page = await json(
      await filter(get(`/api/ads/filter/?ordering=-price&page=300`), params({})),
    );
    expect(page.results!.map((r) => r.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Car ${TOTAL - 299 * 20 - i}`),
    );
  });
});
