// npm run cars -- --rematch
// Matches every listing to its car again (README "Importing ads": one car, many listings), e.g.
// after a change of the matching rules. PGlite allows one process per data directory: stop the
// server first (or use PostgreSQL, DATABASE_URL).
import { parseArgs } from "node:util";
import { matchAllCars } from "@/lib/cars/rematch";
import { closeDb, dbKind } from "@/lib/db/client";
import { ensurePostgresDatabase, migrateDb } from "@/lib/db/migrate";
import { getEnv } from "@/lib/env";

const USAGE = "Usage: npm run cars -- --rematch";

async function main() {
  const { values } = parseArgs({ options: { rematch: { type: "boolean", default: false } } });
  if (!values.rematch) throw new Error(USAGE);
  const { DATABASE_URL } = getEnv();
  if (DATABASE_URL) await ensurePostgresDatabase(DATABASE_URL);
  await migrateDb();
  console.log(`Matching listings to cars in ${dbKind() === "pglite" ? "PGlite" : "PostgreSQL"}…`);
  const started = Date.now();
  let shown = 0;
  const r = await matchAllCars({
    onProgress: (done) => {
      if (done - shown < 10_000) return;
      shown = done;
      console.log(`  ${done} listings`);
    },
  });
  const s = (Date.now() - started) / 1000;
  console.log(`${r.matched} listings matched in ${s.toFixed(1)} s: ${r.changed} changed car.`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
