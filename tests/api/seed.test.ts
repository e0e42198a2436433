/** @jest-environment node */
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
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

  it("refuses to seed a seeded database again, says so and how to start over, and changes nothing", async () => {
    await expect(seedDemo({ ads: 200, seed: 7, now, photos })).rejects.toThrow(
      /already has demo data \(600 ads, \d+ demo accounts\).*`npm run seed -- --reset` starts over/,
    );
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

  it("says why and when the own ads that ended ended, 5 to 60 days after listing (issue 32)", async () => {
    const ended = await rows(sql`SELECT status, end_reason AS reason,
      extract(epoch from ended_at - created_date) / 86400 AS days, ended_at <= ${now.toISOString()}::timestamptz AS past
      FROM ads WHERE source = 'own' AND status IN ('archived', 'sold')`);
    expect(ended.length).toBeGreaterThan(10);
    for (const r of ended) {
      expect(r.reason).not.toBeNull();
      expect(r.past).toBe(true);
      // at most 60 days; fewer only when listed less than 5 days before now
      expect(Number(r.days)).toBeLessThanOrEqual(60.001);
    }
    const sold = ended.filter((r) => r.status === "sold");
    expect(
      sold.every((r) => ["sold_here", "sold_elsewhere", "sold"].includes(String(r.reason))),
    ).toBe(true);
    // most end sold, some do not
    const reasons = new Set(ended.map((r) => r.reason));
    for (const reason of ["sold_here", "sold_elsewhere", "not_selling"])
      expect(reasons).toContain(reason);
    expect(
      (
        await rows(
          sql`SELECT count(*)::int AS n FROM ads WHERE status = 'active' AND (end_reason IS NOT NULL OR ended_at IS NOT NULL)`,
        )
      )[0].n,
    ).toBe(0);
  });

  it("ages cars sensibly: older cars have more kilometres and lower prices", async () => {
    const [r] = await rows(sql`SELECT
      avg(mileage_km) FILTER (WHERE year <= 2012)::int AS old_km, avg(mileage_km) FILTER (WHERE year >= 2022)::int AS new_km,
      avg(price) FILTER (WHERE year <= 2012)::int AS old_price, avg(price) FILTER (WHERE year >= 2022)::int AS new_price,
      min(created_date) FILTER (WHERE status <> 'archived') AS first, max(created_date) AS last,
      min(created_date) AS relisted FROM ads`);
    expect(Number(r.old_km)).toBeGreaterThan(Number(r.new_km) * 2);
    expect(Number(r.old_price)).toBeLessThan(Number(r.new_price) / 2);
    expect(new Date(r.first as string).getTime()).toBeGreaterThanOrEqual(
      now.getTime() - 120 * 86_400_000,
    );
    expect(new Date(r.last as string).getTime()).toBeLessThanOrEqual(now.getTime());
    // an archived earlier listing of a relisted car is at most 120 days older than the current one
    expect(new Date(r.relisted as string).getTime()).toBeGreaterThanOrEqual(
      now.getTime() - 240 * 86_400_000,
    );
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

  it("imports its bazos and facebook ads through the import: one run per source with every line new, anonymised sellers, source ids and links", async () => {
    const runs =
      await rows(sql`SELECT source, feed, "full", status, new_count AS "new", updated_count AS updated,
        unchanged_count AS unchanged, archived_count AS archived, rejected_count AS rejected, photo_failures AS failures
      FROM import_runs ORDER BY id`);
    const imported = await rows(sql`SELECT source, count(*)::int AS n,
        count(*) FILTER (WHERE status = 'archived')::int AS archived,
        count(*) FILTER (WHERE source_id IS NULL OR source_link IS NULL OR seller_user_id IS NOT NULL)::int AS broken,
        count(DISTINCT source_id)::int AS ids
      FROM ads WHERE source <> 'own' GROUP BY source ORDER BY source`);
    expect(imported.map((r) => r.source)).toEqual(["bazos", "facebook"]);
    for (const ad of imported) {
      const [first, ...next] = runs.filter((r) => r.source === ad.source);
      // the first run brought every line of the source in as a new ad, none refused
      expect(first).toMatchObject({
        full: false,
        status: "done",
        new: ad.n,
        rejected: 0,
        failures: 0,
      });
      expect(first.feed).toBe(`demo-seed:${ad.source}`);
      // a full feed without the ones no longer for sale archived them and changed nothing else
      expect(next).toEqual([
        expect.objectContaining({ full: true, new: 0, updated: 0, archived: ad.archived }),
      ]);
      expect(Number(next[0].unchanged)).toBe(Number(ad.n) - Number(ad.archived));
      expect(ad.broken).toBe(0);
      expect(ad.ids).toBe(ad.n);
    }
    // the import made the sellers: anonymised, without contact details, keyed by source
    const [sellers] = await rows(sql`SELECT count(DISTINCT p.id)::int AS n,
        count(DISTINCT p.id) FILTER (WHERE p.user_id IS NOT NULL OR p.phone_number IS NOT NULL
          OR p.contact_email IS NOT NULL OR p.external_key NOT LIKE a.source || ':demo-%')::int AS broken
      FROM ads a JOIN seller_profiles p ON p.id = a.seller_profile_id WHERE a.source <> 'own'`);
    expect(sellers.n).toBeGreaterThan(30);
    expect(sellers.broken).toBe(0);
    // its photos are the pool's pictures, by their feed URLs, not hashed
    const [photo] = await rows(sql`SELECT count(*)::int AS n,
        count(*) FILTER (WHERE i.source_url NOT LIKE 'https://demo-pool.invalid/%' OR i.storage_key NOT LIKE 'demo/%' OR i.phash IS NOT NULL)::int AS broken
      FROM ad_images i JOIN ads a ON a.id = i.ad_id WHERE a.source <> 'own'`);
    expect(photo.n).toBeGreaterThan(300);
    expect(photo.broken).toBe(0);
    // dated over the past months as before, not all at the time of seeding
    const [dates] = await rows(sql`SELECT count(DISTINCT created_date::date)::int AS days,
        count(*) FILTER (WHERE real_date <> created_date)::int AS broken FROM ads WHERE source <> 'own'`);
    expect(dates.days).toBeGreaterThan(60);
    expect(dates.broken).toBe(0);
    // a good share carries a VIN
    const [vins] = await rows(
      sql`SELECT avg((vin_number IS NOT NULL)::int)::float AS share FROM ads WHERE source <> 'own'`,
    );
    expect(Number(vins.share)).toBeGreaterThan(0.2);
    expect(Number(vins.share)).toBeLessThan(0.6);
  });

  it("lists a few own cars in a feed too: same VIN, another seller, a price within 5 %, one of them the demo seller's", async () => {
    const pairs = await rows(sql`SELECT o.id, o.price AS own_price, i.price AS feed_price,
        o.seller_user_id AS own_user, o.make = i.make AND o.model = i.model AND o.year = i.year AS same,
        o.seller_profile_id <> i.seller_profile_id AS other_seller
      FROM ads o JOIN ads i ON i.vin_number = o.vin_number AND i.source <> 'own'
      WHERE o.source = 'own' AND o.status = 'active'`);
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    for (const p of pairs) {
      expect(p.same).toBe(true);
      expect(p.other_seller).toBe(true);
      expect(p.feed_price).not.toBe(p.own_price);
      expect(Math.abs(Number(p.feed_price) - Number(p.own_price))).toBeLessThanOrEqual(
        Number(p.own_price) * 0.05 + 100,
      );
    }
    expect(pairs.map((p) => p.own_user)).toContain("demo-seller");
  });

  it("relists a few cars: an archived earlier listing of the same VIN, 40 to 120 days before, at a lower price", async () => {
    const relists = await rows(sql`SELECT e.price AS was, c.price AS now,
        extract(epoch FROM c.real_date - e.real_date) / 86400 AS days
      FROM ads c JOIN ads e ON e.vin_number = c.vin_number AND e.id <> c.id
      WHERE c.source = 'own' AND e.source = 'own' AND c.status = 'active' AND e.status = 'archived'`);
    expect(relists.length).toBeGreaterThanOrEqual(3);
    for (const r of relists) {
      expect(Number(r.was)).toBeLessThan(Number(r.now));
      expect(Number(r.days)).toBeGreaterThanOrEqual(40);
      expect(Number(r.days)).toBeLessThanOrEqual(120);
    }
  });
});
