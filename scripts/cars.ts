// npm run cars -- --rematch | --hash-photos
// --rematch matches every listing to its car again (README "Importing ads": one car, many
// listings), e.g. after a change of the matching rules. --hash-photos gives stored photos without a
// perceptual hash (stored before hashes existed) theirs, then matches their ads. PGlite allows one process per data directory: stop the
// server first (or use PostgreSQL, DATABASE_URL).
import { hashStoredPhotos } from "@/lib/cars/backfill";
import { matchAllCars } from "@/lib/cars/rematch";
import { closeDb, dbKind } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run cars -- --rematch | --hash-photos

  --rematch       matches every listing to its car again (after a change of lib/cars/rules.ts)
  --hash-photos   hashes stored photos that have no perceptual hash yet, then matches their ads
  --help          this text
PGlite allows one process per data directory: stop the server first (or use PostgreSQL, DATABASE_URL).`;

/** Prints the count every 10,000. */
function progress(what: string) {
  let shown = 0;
  return (done: number) => {
    if (done - shown < 10_000) return;
    shown = done;
    console.log(`  ${done} ${what}`);
  };
}

async function main() {
  const { values, fail } = parseCommand({
    usage: USAGE,
    options: {
      rematch: { type: "boolean", default: false },
      "hash-photos": { type: "boolean", default: false },
    },
  });
  if (values.rematch === values["hash-photos"]) return fail("Give --rematch or --hash-photos.");
  await migrateDb();
  const db = dbKind() === "pglite" ? "PGlite" : "PostgreSQL";
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (values["hash-photos"]) {
    console.log(`Hashing stored photos without a hash in ${db}…`);
    const r = await hashStoredPhotos({ onProgress: progress("photos") });
    console.log(
      `${r.read} photos read in ${seconds()} s: ${r.hashed} hashed, ${r.missing} unreadable in ` +
        `storage, ${r.read - r.hashed - r.missing} too plain to hash; ${r.changed} listings changed car.`,
    );
    return;
  }
  console.log(`Matching listings to cars in ${db}…`);
  const r = await matchAllCars({ onProgress: progress("listings") });
  console.log(`${r.matched} listings matched in ${seconds()} s: ${r.changed} changed car.`);
}

runCommand(main, closeDb);
