// npm start: build when there is no current production build, migrate, seed an empty database
// (SEED=0 skips), then serve the production server (scripts/server.mjs) on PORT / HOSTNAME with DATA_DIR.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { closeDb, dbKind, getDb, pgliteDir, pgliteLockFile } from "@/lib/db/client";
import { DataDirLockedError, lockHolder } from "@/lib/db/lock";
import {
  ensurePostgresDatabase,
  isDatabaseEmpty,
  migrateDb,
  underStartupLock,
} from "@/lib/db/migrate";
import { seedDemo } from "@/lib/demo/seed";
import { getEnv } from "@/lib/env";
import { syncRegistry } from "@/lib/registry/sync";
import { buildIsCurrent } from "./lib/build";

const ROOT = process.cwd();
const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

async function main() {
  const env = getEnv();
  if (dbKind() === "pglite") {
    const holder = lockHolder(pgliteLockFile());
    if (holder) throw new DataDirLockedError(pgliteLockFile(), holder);
  }
  // --no-build: several instances started together (npm run cluster) serve the build made once for
  // them, rather than each running `next build` over the others
  if (process.argv.includes("--no-build")) {
    if (!buildIsCurrent())
      console.warn("The production build is older than its sources (--no-build: serving it).");
  } else if (!buildIsCurrent()) {
    console.log("No current production build: running `next build` first (takes a minute or two)…");
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("`next build` failed; see the output above.");
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
    if (await syncRegistry(getDb())) console.log("Car registry updated from lib/registry/data.");
    if (env.SEED !== false && (await isDatabaseEmpty())) {
      console.log(`Empty database: seeding ${env.SEED_ADS} demo ads (SEED=0 skips)…`);
      const { ads, ms } = await seedDemo({ ads: env.SEED_ADS });
      console.log(`Seeded ${ads} ads in ${(ms / 1000).toFixed(1)} s.`);
    }
  });
  await closeDb(); // the server process opens it again (PGlite allows one process)

  // Our server entry, not `next start` (scripts/server.mjs says why); PORT and HOSTNAME pass through.
  const server = spawn(process.execPath, [path.join(ROOT, "scripts", "server.mjs")], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: env.dataDir },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch(async (err) => {
  console.error(`\n${err instanceof Error ? err.message : err}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
