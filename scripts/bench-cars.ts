// npm run bench -- --cars [--ads 100000] [--new 10000] [--seed 7]
// Matching time per ad (issue 17, one car across listings): `ads` listings with 5 hashed photos
// each and a VIN on a third of them (a small share near-duplicates of each other), then `new`
// listings matched in the import's batches of 100: a tenth relisted by VIN, a tenth by
// near-identical photos, the rest new cars. Prints ms per ad, the cars found and the plan of the
// photo lookup. A fresh PGlite data directory (PostgreSQL when DATABASE_URL is set).
/* eslint-disable no-restricted-syntax -- bench data written in bulk by SQL, behind the ad-write module on purpose */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PHOTO_LOOKUP_SQL } from "@/lib/cars/facts";
import { MATCH_BATCH } from "@/lib/cars/rules";
import { matchCars } from "@/lib/cars/match";
import { closeDb, dbKind, rawQuery } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";

const { values } = parseArgs({
  options: {
    cars: { type: "boolean", default: true },
    ads: { type: "string", default: "100000" },
    new: { type: "string", default: "10000" },
    seed: { type: "string", default: "7" },
  },
  strict: false,
});
const ADS = Number(values.ads);
const NEW = Number(values.new);

/** The throwaway PGlite data directory this run made (removed at the end). */
const scratch =
  process.env.DATABASE_URL || process.env.DATA_DIR
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), "vozovna-bench-cars-"));
if (scratch) process.env.DATA_DIR = scratch;

const ms = (t0: number) => performance.now() - t0;
/** A random signed 64-bit integer in SQL. */
const RANDOM_HASH = `((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint)`;
/** A random VIN in SQL (17 characters of the VIN alphabet). */
const RANDOM_VIN = `(SELECT string_agg(substr('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1 + floor(random() * 33)::int, 1), '') FROM generate_series(1, 17) WHERE g.i IS NOT NULL)`;

/** `n` listings of 30 models with 5 random photos each; a third with a VIN. Returns their ids. */
async function insertRandom(n: number, source: string) {
  const rows = await rawQuery<{ id: number }>(
    `INSERT INTO ads (title, make, model, year, price, mileage_km, vin_number, source, status)
     SELECT 'Bench car', 'Make' || (g.i % 6), 'Model' || (g.i % 5), 2005 + (g.i % 20),
            100000 + (g.i % 900) * 1000, (random() * 300000)::int,
            CASE WHEN random() < 0.33 THEN ${RANDOM_VIN} END, $2, 'active'
       FROM generate_series(1, $1::int) AS g(i)
     RETURNING id`,
    [n, source],
  );
  const ids = rows.map((r) => r.id);
  await rawQuery(
    `INSERT INTO ad_images (ad_id, position, full_url, mini_url, phash)
     SELECT a.id, p, '/media/bench.webp', '/media/bench-mini.webp', ${RANDOM_HASH}
       FROM unnest($1::int[]) AS a(id), generate_series(0, 4) AS p`,
    [ids],
  );
  return ids;
}

/** Copies of `n` random earlier listings: by VIN (another source, archived or not) or by photos. */
async function insertCopies(n: number, kind: "vin" | "photos") {
  const rows = await rawQuery<{ id: number; src: number }>(
    `INSERT INTO ads (title, make, model, year, price, mileage_km, vin_number, source, status, desc_cz)
     SELECT 'Bench relist', make, model, year, price - 5000, mileage_km + 3000,
            ${kind === "vin" ? "vin_number" : "NULL"}, 'bazos', 'active', id::text
       FROM (SELECT * FROM ads WHERE ${kind === "vin" ? "vin_number IS NOT NULL" : "vin_number IS NULL"}
               AND title = 'Bench car' ORDER BY random() LIMIT $1) s
     RETURNING id, desc_cz::int AS src`,
    [n],
  );
  // the same photos, one or two bits changed (re-encoded), or other photos for a VIN relist
  await rawQuery(
    `INSERT INTO ad_images (ad_id, position, full_url, mini_url, phash)
     SELECT c.id, i.position, i.full_url, i.mini_url,
            ${kind === "photos" ? `i.phash # (1::bigint << floor(random() * 63)::int)` : RANDOM_HASH}
       FROM unnest($1::int[], $2::int[]) AS c(id, src) JOIN ad_images i ON i.ad_id = c.src`,
    [rows.map((r) => r.id), rows.map((r) => r.src)],
  );
  return rows.map((r) => r.id);
}

async function main() {
  await migrateDb();
  console.log(
    `Cars bench: ${ADS} listings, ${NEW} new on ${dbKind() === "postgres" ? "PostgreSQL" : `PGlite (${process.env.DATA_DIR})`}, ${os.cpus().length} CPUs`,
  );
  let t0 = performance.now();
  await rawQuery("TRUNCATE ads, ad_images, car_splits RESTART IDENTITY CASCADE");
  for (let done = 0; done < ADS; done += 20_000)
    await insertRandom(Math.min(20_000, ADS - done), "own");
  // a small share of the existing listings are already the same car as one another
  await insertCopies(Math.round(ADS * 0.01), "vin");
  await insertCopies(Math.round(ADS * 0.01), "photos");
  await rawQuery("ANALYZE ads");
  await rawQuery("ANALYZE ad_images");
  console.log(`  seeded in ${(ms(t0) / 1000).toFixed(1)} s`);

  const fresh = [
    ...(await insertCopies(Math.round(NEW * 0.1), "vin")),
    ...(await insertCopies(Math.round(NEW * 0.1), "photos")),
    ...(await insertRandom(NEW - 2 * Math.round(NEW * 0.1), "bazos")),
  ].sort((a, b) => a - b);
  t0 = performance.now();
  let changed = 0;
  for (let i = 0; i < fresh.length; i += MATCH_BATCH)
    changed += (await matchCars(fresh.slice(i, i + MATCH_BATCH))).length;
  const total = ms(t0);
  const [cars] = await rawQuery<{ cars: number; listings: number }>(
    "SELECT count(DISTINCT car_id)::int AS cars, count(*)::int AS listings FROM ads WHERE car_id IS NOT NULL",
  );
  console.log(
    `Matched ${fresh.length} new listings in batches of ${MATCH_BATCH}: ${(total / 1000).toFixed(1)} s, ` +
      `${(total / fresh.length).toFixed(2)} ms per ad; ${changed} listings changed car; ` +
      `${cars.cars} cars of ${cars.listings} listings.`,
  );
  const some = fresh.slice(0, 1000);
  t0 = performance.now();
  const again = await matchCars(some);
  console.log(
    `Again, ${some.length} of them unchanged: ${again.length} changed, ${(ms(t0) / some.length).toFixed(2)} ms per ad`,
  );
  // the photo lookup of matching for two hashes of a new listing
  const [{ hashes }] = await rawQuery<{ hashes: string[] }>(
    `SELECT array_agg(phash::text) AS hashes FROM ad_images WHERE ad_id = $1`,
    [fresh[fresh.length - 1]],
  );
  const plan = await rawQuery<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${PHOTO_LOOKUP_SQL}`, [
    hashes.slice(0, 2),
  ]);
  console.log("Photo lookup plan:\n" + plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n"));
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeDb();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });
