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
  h.update("slim data directory 1\n"); // slimDataDir's layout
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

/**
 * The data directory's tarball without what a test database never reads: the template databases
 * (a test never creates a database on PGlite) and the WAL before the last checkpoint, the current
 * segment cut after its last written page (PostgreSQL takes the short file's end as the end of
 * WAL and writes on from there). 43 MB became 11 MB, and a file's database opens in ~0.45 s
 * instead of ~0.8 s. `drop(name)` leaves an entry out; `keep(name)` gives the bytes of a file to
 * keep, or null for all of them.
 */
function slimDataDir(tar, { drop, keep }) {
  const out = [];
  const field = (h, at, len) =>
    h
      .subarray(at, at + len)
      .toString("latin1")
      .replace(/\0.*$/s, "");
  for (let at = 0; at + 512 <= tar.length;) {
    const header = Buffer.from(tar.subarray(at, at + 512));
    if (header.every((b) => b === 0)) break;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${field(header, 0, 100)}`;
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const body = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (drop(name)) continue;
    const kept = Math.min(keep(name) ?? size, size);
    if (kept !== size) {
      header.write(`${kept.toString(8).padStart(11, "0")}\0`, 124, 12, "latin1");
      header.fill(" ", 148, 156, "latin1");
      const sum = header.reduce((a, b) => a + b, 0);
      header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "latin1");
    }
    out.push(header, body.subarray(0, kept), Buffer.alloc((512 - (kept % 512)) % 512));
  }
  out.push(Buffer.alloc(1024));
  return Buffer.concat(out);
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
  // a new WAL segment whose first record is this checkpoint: the migrations' WAL is not needed
  await pg.exec("SELECT pg_switch_wal(); CHECKPOINT;");
  const {
    rows: [wal],
  } = await pg.query(
    `SELECT file_name AS name, file_offset AS "offset" FROM pg_walfile_name_offset(pg_current_wal_insert_lsn())`,
  );
  const { rows: templates } = await pg.query("SELECT oid FROM pg_database WHERE datistemplate");
  const dump = await pg.dumpDataDir("none");
  await pg.close();
  const tar = slimDataDir(Buffer.from(await dump.arrayBuffer()), {
    drop: (name) =>
      templates.some(({ oid }) => name.startsWith(`/base/${oid}/`)) ||
      (name.startsWith("/pg_wal/0") && name !== `/pg_wal/${wal.name}`),
    // WAL pages are 8 kB; those after the insert position were never written
    keep: (name) =>
      name === `/pg_wal/${wal.name}` ? Math.ceil((wal.offset + 1) / 8192) * 8192 : null,
  });
  // written aside and renamed: a jest run started at the same time never reads half a file
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, tar);
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
