/** @jest-environment node */
// Counts stop at COUNT_CAP and say so; pages stop at MAX_PAGE (bounded offsets).
import { sql } from "drizzle-orm";
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as countRoute } from "@/app/api/ads-count/filtered/route";
import { COUNT_CAP, MAX_PAGE } from "@/lib/search/schemas";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const TOTAL = COUNT_CAP + 5;

beforeAll(async () => {
  const db = await setupTestDb();
  await db.execute(sql`
    INSERT INTO ads (title, make, model, year, price, mileage_km, created_date)
    SELECT 'Car ' || i, CASE WHEN i % 2 = 0 THEN 'Škoda' ELSE 'Ford' END, 'X', 2000 + i % 20, 100000 + i, i,
           now() - i * interval '1 minute'
    FROM generate_series(1, ${TOTAL}) AS i`);
});
afterAll(teardownTestDb);

const json = async (res: Response) => (await res.json()) as { count: number; count_capped: boolean; results?: { title: string }[] };

describe("capped counts and bounded pages", () => {
  it("says the count is capped above the cap instead of counting everything", async () => {
    expect(await json(await countRoute(get("/api/ads-count/filtered/"), params({})))).toEqual({ count: COUNT_CAP, count_capped: true });
  });

  it("counts exactly below the cap", async () => {
    const item = encodeURIComponent(JSON.stringify({ make: "Škoda" }));
    expect(await json(await countRoute(get(`/api/ads-count/filtered/?catalog_filter=${item}`), params({})))).toEqual({
      count: Math.floor(TOTAL / 2),
      count_capped: false,
    });
  });

  it("serves the last allowed page and nothing past it", async () => {
    const last = await json(await filter(get(`/api/ads/filter/?page=${MAX_PAGE}`), params({})));
    expect(last.results).toHaveLength(20);
    expect(last.results![0].title).toBe(`Car ${(MAX_PAGE - 1) * 20 + 1}`);
    const past = await json(await filter(get(`/api/ads/filter/?page=${MAX_PAGE + 1}`), params({})));
    expect(past.results).toEqual([]);
    expect(past.count_capped).toBe(true);
  });
});
