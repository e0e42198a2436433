// npm run seed -- --ads N [--reset] [--seed S]
import cliProgress from "cli-progress";
import { closeDb, dbKind } from "@/lib/infra/db/client";
import { seedDemo } from "@/lib/demo/seed";
import { getEnv } from "@/lib/infra/env";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run seed -- [--ads N] [--reset] [--seed S]

Fills the database with deterministic demo ads (README "Accounts and demo users").
  --ads N    how many ads (default SEED_ADS, 5000)
  --reset    removes the demo data first (its users, sellers, imported runs and every ad), so a
             database seeded before can be seeded again
  --seed S   the random seed (default 42): the same seed gives the same ads
  --help     this text
PGlite allows one process per data directory: stop the server first (or use PostgreSQL, DATABASE_URL).`;

async function main() {
  const { values, fail } = parseCommand({
    usage: USAGE,
    options: {
      ads: { type: "string" },
      reset: { type: "boolean", default: false },
      seed: { type: "string", default: "42" },
    },
  });
  const count = values.ads ? Number(values.ads) : getEnv().SEED_ADS;
  if (!Number.isInteger(count) || count < 0) return fail("--ads must be a whole number.");
  if (!Number.isInteger(Number(values.seed))) return fail("--seed must be a whole number.");
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

runCommand(main, closeDb);
