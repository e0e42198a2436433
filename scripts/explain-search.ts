// npm run explain:search – EXPLAIN ANALYZE of typical search queries on the configured database
// (DATA_DIR or DATABASE_URL), to check which index each one uses.
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { countQuery, pageQuery, searchAds } from "@/lib/search/queries";
import { BENCH_QUERIES } from "./bench-queries";

async function main() {
  process.env.SEARCH_CACHE_SECONDS = "0"; // time the database, not the in-process cache
  await migrateDb();
  const db = getDb();
  const verbose = process.argv.includes("--plans");
  for (const [name, qs] of Object.entries(BENCH_QUERIES)) {
    const filters = parseApiSearchParams(new URLSearchParams(qs));
    await searchAds(filters); // warm
    const t0 = performance.now();
    const runs = 20;
    for (let i = 0; i < runs; i++) await searchAds(filters);
    const ms = (performance.now() - t0) / runs;
    console.log(`${name.padEnd(28)} ${ms.toFixed(2).padStart(7)} ms  ?${qs}`);
    if (verbose) {
      for (const q of [pageQuery(filters), countQuery(filters)]) {
        const res = (await db.execute(sql`EXPLAIN ANALYZE ${q}`)) as unknown as { rows: Record<string, string>[] };
        console.log(res.rows.map((r) => "    " + Object.values(r)[0]).join("\n"));
      }
    }
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
