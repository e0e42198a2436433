/** @jest-environment node */
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/demo/seed";
import { BODY_TYPES } from "@/lib/enums";
import { DEMO_COLORS, type DemoPhoto } from "@/lib/pictures/demo-pool";
import { setupTestDb, teardownTestDb } from "../helpers/db";

// A photo pool of URLs only: rendering 416 illustrations is the pictures module's own test.
const photos: DemoPhoto[] = BODY_TYPES.flatMap((bodyType) =>
  DEMO_COLORS.flatMap((c) =>
    [0, 1, 2, 4].map((scene) => {
      const key = `${bodyType}-${c.name}-${scene}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return {
        key,
        full: `/media/demo/${key}.webp`,
        mini: `/media/demo/${key}-mini.webp`,
        width: 1200,
        height: 800,
        bodyType,
        color: c.name,
      };
    }),
  ),
);
const now = new Date("2026-11-21T12:00:00Z");

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await getDb().execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  await setupTestDb();
  await seedDemo({ ads: 600, seed: 7, now, photos });
});
afterAll(teardownTestDb);

describe("demo seed", () => {
  it("creates the requested number of ads with 3 or 4 photos each, never one twice", async () => {
    const [r] =
      await rows(sql`SELECT count(*)::int AS n, min(c)::int AS lo, max(c)::int AS hi, bool_and(c = d) AS distinct
      FROM (SELECT a.id, count(i.id) AS c, count(DISTINCT i.full_url) AS d FROM ads a LEFT JOIN ad_images i ON i.ad_id = a.id GROUP BY a.id) t`);
    expect(r).toEqual({ n: 600, lo: 3, hi: 4, distinct: true });
  });

  it("is deterministic for a seed: a reset and reseed gives the same ads", async () => {
    const before = await rows(
      sql`SELECT title, price, year, mileage_km, location_name FROM ads ORDER BY id LIMIT 50`,
    );
    await seedDemo({ ads: 600, seed: 7, now, photos, reset: true });
    const after = await rows(
      sql`SELECT title, price, year, mileage_km, location_name FROM ads ORDER BY id LIMIT 50`,
    );
    expect(after).toEqual(before);
    expect((await rows(sql`SELECT count(*)::int AS n FROM ads`))[0].n).toBe(600);
  });

  it("looks like a Czech marketplace: Škoda leads, Czech places, mostly active, some archived and sold", async () => {
    const [top] = await rows(
      sql`SELECT make FROM ads GROUP BY make ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(top.make).toBe("Škoda");
    const places = (await rows(sql`SELECT DISTINCT location_name AS p FROM ads`)).map((r) => r.p);
    expect(places).toContain("Praha");
    expect(places).not.toContain("Prague");
    const byStatus = Object.fromEntries(
      (await rows(sql`SELECT status, count(*)::int AS n FROM ads GROUP BY status`)).map((r) => [
        r.status,
        r.n,
      ]),
    );
    expect(byStatus.active).toBeGreaterThan(540);
    expect(byStatus.archived).toBeGreaterThan(5);
    expect(byStatus.sold).toBeGreaterThan(2);
  });

  it("ages cars sensibly: older cars have more kilometres and lower prices", async () => {
    const [r] = await rows(sql`SELECT
      avg(mileage_km) FILTER (WHERE year <= 2012)::int AS old_km, avg(mileage_km) FILTER (WHERE year >= 2022)::int AS new_km,
      avg(price) FILTER (WHERE year <= 2012)::int AS old_price, avg(price) FILTER (WHERE year >= 2022)::int AS new_price,
      min(created_date) AS first, max(created_date) AS last FROM ads`);
    expect(Number(r.old_km)).toBeGreaterThan(Number(r.new_km) * 2);
    expect(Number(r.old_price)).toBeLessThan(Number(r.new_price) / 2);
    expect(new Date(r.first as string).getTime()).toBeGreaterThanOrEqual(
      now.getTime() - 120 * 86_400_000,
    );
    expect(new Date(r.last as string).getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it("mixes dealers, private sellers and anonymised imports with source links", async () => {
    const [r] = await rows(sql`SELECT
      count(*) FILTER (WHERE source IN ('bazos','facebook') AND seller_user_id IS NULL AND source_link LIKE 'https://%')::int AS imported,
      count(*) FILTER (WHERE source = 'own' AND seller_user_id IS NOT NULL)::int AS verified,
      count(*) FILTER (WHERE source IN ('bazos','facebook') AND source_link IS NULL)::int AS broken FROM ads`);
    expect(r.imported).toBeGreaterThan(60);
    expect(r.verified).toBeGreaterThan(300);
    expect(r.broken).toBe(0);
    const [dealer] = await rows(
      sql`SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM ads GROUP BY seller_profile_id) t`,
    );
    expect(dealer.n).toBeGreaterThan(10);
  });

  it("writes Czech descriptions, some with English and Russian translations", async () => {
    const [r] = await rows(sql`SELECT count(*) FILTER (WHERE desc_cz LIKE '%km%')::int AS cz,
      count(*) FILTER (WHERE desc_en IS NOT NULL AND desc_ru IS NOT NULL)::int AS translated FROM ads`);
    expect(r.cz).toBeGreaterThan(590);
    expect(r.translated).toBeGreaterThan(100);
    expect(r.translated).toBeLessThan(300);
  });

  it("gives some ads earlier prices, the current price last, dated from the ad's creation to now", async () => {
    const [r] = await rows(sql`WITH h AS (
        SELECT a.id, a.price, a.created_date, count(*) AS n,
          (array_agg(p.price ORDER BY p.changed_at DESC, p.id DESC))[1] AS last_price,
          min(p.changed_at) AS first_at, max(p.changed_at) AS last_at,
          (array_agg(p.price ORDER BY p.changed_at, p.id))[1] AS first_price
        FROM ads a JOIN ad_price_history p ON p.ad_id = a.id GROUP BY a.id)
      SELECT count(*)::int AS ads, count(*) FILTER (WHERE n > 1)::int AS changed,
        count(*) FILTER (WHERE n > 1 AND first_price > price)::int AS dropped,
        count(*) FILTER (WHERE last_price <> price OR first_at <> created_date OR last_at > ${now.toISOString()}::timestamptz OR n > 3)::int AS broken
      FROM h`);
    expect(r.ads).toBe(600);
    expect(r.changed).toBeGreaterThan(60);
    expect(r.changed).toBeLessThan(130);
    expect(r.dropped).toBeGreaterThan(Number(r.changed) * 0.6);
    expect(r.broken).toBe(0);
  });
});
