// jest globalSetup: the migrations run once per `jest` run instead of once per test file.
// - PGlite: one in-memory database is migrated and dumped to a tarball in the temp dir, keyed by a
//   hash of drizzle/ and PGlite's version (kept between runs); setupTestDb starts each file's
//   database from it (tests/helpers/db.ts).
// - PostgreSQL (TEST_DATABASE_URL): a template database is migrated; each file's database is
//   CREATE DATABASE … TEMPLATE it. Dropped by tests/global-teardown.mjs.
// setupTestDb still runs the migrator afterwards (nothing left to apply), and the tests of the
// migrations themselves (admin-command, import-command) migrate an empty database for real.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const migrationsFolder = path.join(process.cwd(), "drizzle");

function migrationsHash() {
  const h = crypto.createHash("sha256");
  const pglite = path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  h.update(`pglite ${JSON.parse(fs.readFileSync(pglite, "utf8")).version}\n`);
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else h.update(`${path.relative(migrationsFolder, file)}\n`).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return h.digest("hex").slice(0, 16);
}

async function pgliteDump(hash) {
  const dir = path.join(os.tmpdir(), "vozovna-test-db");
  const file = path.join(dir, `pglite-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pg = new PGlite("memory://");
  await migrate(drizzle(pg), { migrationsFolder });
  const dump = await pg.dumpDataDir("none");
  await pg.close();
  // written aside and renamed: a jest run started at the same time never reads half a file
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(part, file);
  for (const old of fs.readdirSync(dir)) {
    const p = path.join(dir, old);
    if (p !== file && Date.now() - fs.statSync(p).mtimeMs > 7 * 86400_000) fs.rmSync(p);
  }
  return file;
}

async function pgTemplate(base, hash) {
  const { Client } = await import("pg");
  const name = `vz_template_${hash}_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
  return name;
}

export default async function globalSetup() {
  const hash = migrationsHash();
  process.env.VZ_TEST_PGLITE_DUMP = await pgliteDump(hash);
  const base = process.env.TEST_DATABASE_URL;
  if (base) process.env.VZ_TEST_PG_TEMPLATE = await pgTemplate(base, hash);
}
