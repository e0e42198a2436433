// npm run seed -- --ads N [--reset] [--seed S]
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { closeDb, dbKind } from "@/lib/db/client";
import { ensurePostgresDatabase } from "@/lib/db/migrate";
import { seedDemo } from "@/lib/demo/seed";
import { getEnv } from "@/lib/env";

async function main() {
  const { values } = parseArgs({
    options: {
      ads: { type: "string" },
      reset: { type: "boolean", default: false },
      seed: { type: "string", default: "42" },
    },
  });
  const count = values.ads ? Number(values.ads) : getEnv().SEED_ADS;
  if (!Number.isInteger(count) || count < 0) throw new Error("--ads must be a whole number");
  // A live bar on a terminal; plain lines every 10 % otherwise (CI logs, pipes).
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: "Seeding {bar} {percentage}% | {value}/{total} ads | {duration}s" },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let lastTenth = 0;
  const progress = (done: number) => {
    if (bar) return bar.update(done);
    const tenth = Math.floor((done / Math.max(1, count)) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      console.log(`Seeding: ${tenth * 10} % (${done}/${count} ads)`);
    }
  };
  console.log(
    `Seeding ${count} demo ads into ${dbKind() === "pglite" ? "PGlite" : "PostgreSQL"}${values.reset ? " (reset first)" : ""}…`,
  );
  const { DATABASE_URL } = getEnv();
  if (DATABASE_URL) await ensurePostgresDatabase(DATABASE_URL);
  bar?.start(count, 0);
  const result = await seedDemo({
    ads: count,
    reset: values.reset,
    seed: Number(values.seed),
    onProgress: progress,
  });
  bar?.stop();
  console.log(
    `Done: ${result.ads} ads in the database, seeding took ${(result.ms / 1000).toFixed(1)} s.`,
  );
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
