// A fresh database per test file: in-memory PGlite, or a new PostgreSQL database when
// TEST_DATABASE_URL is set (the CI's Postgres pass). Both start from the migrated database of
// tests/global-setup.mjs (a PGlite dump, a PostgreSQL template); the migrator then finds nothing
// to apply.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { closeDb, getDb, loadPgliteFrom } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { resetEnvCache } from "@/lib/infra/env";

let dropName: string | null = null;

export async function setupTestDb() {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    dropName = `vz_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    const template = process.env.VZ_TEST_PG_TEMPLATE;
    await admin.query(`CREATE DATABASE ${dropName}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dropName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    const dump = process.env.VZ_TEST_PGLITE_DUMP;
    loadPgliteFrom(dump ? new Blob([fs.readFileSync(dump)]) : undefined);
  }
  resetEnvCache();
  await migrateDb();
  return getDb();
}

export async function teardownTestDb() {
  await closeDb();
  if (dropName && process.env.TEST_DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
    await admin.end();
  }
}

type Db = Awaited<ReturnType<typeof setupTestDb>>;

/**
 * The hooks of a test file that writes ads: its own data directory (photos, outbox), the search
 * index following writes at once, a fresh database, then `prepare` (the registry, say).
 * Returns the data directory's getter.
 */
export function testDbWithFiles(name: string, prepare: (db: Db) => Promise<unknown>) {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vz-${name}-`));
    process.env.DATA_DIR = dataDir;
    process.env.SEARCH_INDEX_POLL_MS = "0";
    await prepare(await setupTestDb());
  });
  afterAll(async () => {
    await teardownTestDb();
    delete process.env.DATA_DIR;
    delete process.env.SEARCH_INDEX_POLL_MS;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}

export const dbLabel = () => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
