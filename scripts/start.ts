// npm start: build when there is no current production build, migrate, seed an empty database
// (SEED=0 skips), then serve the production server (server/index.mjs) on PORT / HOSTNAME with DATA_DIR.
import { spawn } from "node:child_process";
import path from "node:path";
import { closeDb, dbKind, getDb, pgliteDir, pgliteLockFile } from "@/lib/infra/db/client";
import { DataDirLockedError, lockHolder } from "@/lib/infra/db/lock";
import {
  ensurePostgresDatabase,
  isDatabaseEmpty,
  migrateDb,
  underStartupLock,
} from "@/lib/infra/db/migrate";
import { seedDemo } from "@/lib/demo/seed";
import { ensurePriceRatings } from "@/lib/pricing/task";
import { getEnv } from "@/lib/infra/env";
import { syncRegistry } from "@/lib/registry/sync";
import { buildIsCurrent, runStartBuild } from "./lib/build";
import { parseCommand, runCommand } from "./lib/cli";

const ROOT = process.cwd();

const USAGE = `Usage: npm start [-- --no-build]

Builds when there is no current production build, migrates the database (PGlite in DATA_DIR, or
PostgreSQL: DATABASE_URL, created when missing), seeds it when empty (SEED=0 skips, SEED_ADS ads)
and serves the site on PORT (3000) / HOSTNAME. README "Configuration" lists the variables.
  --no-build   serve the build there is, even when older than the sources (npm run cluster's
               instances, started together after one build)
  --help       this text`;

async function main() {
  const { values } = parseCommand({
    usage: USAGE,
    options: { "no-build": { type: "boolean", default: false } },
  });
  const env = getEnv();
  if (dbKind() === "pglite") {
    const holder = lockHolder(pgliteLockFile());
    if (holder) throw new DataDirLockedError(pgliteLockFile(), holder);
  }
  // --no-build: several instances started together (npm run cluster) serve the build made once for
  // them, rather than each running `next build` over the others
  if (values["no-build"]) {
    if (!buildIsCurrent())
      console.warn("The production build is older than its sources (--no-build: serving it).");
  } else if (!buildIsCurrent()) {
    await runStartBuild();
  }

  console.log(
    `Database: ${dbKind() === "pglite" ? `PGlite in ${pgliteDir()}` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (env.DATABASE_URL) await ensurePostgresDatabase(env.DATABASE_URL);
  // Instances starting together on one PostgreSQL database: one migrates and seeds, the others
  // wait for it and find the work done.
  await underStartupLock(async () => {
    await migrateDb();
    // The authored registry may have changed since the last start (skipped when it has not).
    if (await syncRegistry(getDb())) console.log("Car registry updated from catalog/registry.");
    if (env.SEED !== false && (await isDatabaseEmpty())) {
      console.log(`Empty database: seeding ${env.SEED_ADS} demo ads (SEED=0 skips)…`);
      const { ads, ms } = await seedDemo({ ads: env.SEED_ADS });
      console.log(`Seeded ${ads} ads in ${(ms / 1000).toFixed(1)} s.`);
    }
    await ensurePriceRatings();
  });
  await closeDb(); // the server process opens it again (PGlite allows one process)

  // Our server entry, not `next start` (server/index.mjs says why); PORT and HOSTNAME pass through.
  const server = spawn(process.execPath, [path.join(ROOT, "server", "index.mjs")], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: env.dataDir },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

runCommand(main, closeDb);
