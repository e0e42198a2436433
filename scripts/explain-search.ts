// npm run explain:search [-- --plans] – where a search's time goes, on the configured database
// (DATA_DIR or DATABASE_URL): the in-process index (count and page ids), the 20 rows by primary key,
// and the same search done in SQL alone with its EXPLAIN ANALYZE plans (`--plans`).
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@/lib/ads/types";
import { closeDb, getDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { loadAdIndex } from "@/lib/search/live-index";
import { countQuery, findActiveAdsByIds, pageQuery, readIndexTotals } from "@/lib/search/queries";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { BENCH_QUERIES } from "./bench-queries";
import { parseCommand, runCommand } from "./lib/cli";

async function time(runs: number, fn: () => unknown): Promise<number> {
  await fn(); // warm
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - t0) / runs;
}

const USAGE = `Usage: npm run explain:search [-- --plans]

Where a search's time goes on the configured database (DATA_DIR or DATABASE_URL): the in-process
index, the 20 rows by primary key, and the same search in SQL alone.
  --plans   the SQL searches' EXPLAIN ANALYZE plans too
  --help    this text`;

async function main() {
  const { values } = parseCommand({
    usage: USAGE,
    options: { plans: { type: "boolean", default: false } },
  });
  await migrateDb();
  const db = getDb();
  const verbose = values.plans;
  const loadStart = performance.now();
  const index = await loadAdIndex((await readIndexTotals()).maxId);
  console.log(
    `index: ${index.size} active ads loaded in ${Math.round(performance.now() - loadStart)} ms, ${(index.memoryBytes() / 1048576).toFixed(1)} MB\n`,
  );
  console.log(
    `${"search".padEnd(28)} ${"index".padStart(9)} ${"rows".padStart(9)} ${"sql count".padStart(10)} ${"sql page".padStart(9)}`,
  );
  for (const [name, qs] of Object.entries(BENCH_QUERIES)) {
    const filters = parseApiSearchParams(new URLSearchParams(qs));
    const ids = index.search(filters, PAGE_SIZE).ids;
    const cells = [
      await time(200, () => index.search(filters, PAGE_SIZE)),
      await time(20, () => findActiveAdsByIds(ids)),
      await time(5, () => countQuery(filters)),
      await time(5, () => pageQuery(filters)),
    ];
    console.log(
      `${name.padEnd(28)} ${cells.map((ms, i) => `${ms.toFixed(2)} ms`.padStart(i === 2 ? 10 : 9)).join(" ")}`,
    );
    if (verbose) {
      for (const q of [pageQuery(filters), countQuery(filters)]) {
        const res = (await db.execute(sql`EXPLAIN ANALYZE ${q}`)) as unknown as {
          rows: Record<string, string>[];
        };
        console.log(res.rows.map((r) => "    " + Object.values(r)[0]).join("\n"));
      }
    }
  }
}

runCommand(main, closeDb);
