// Applies the committed drizzle/ migrations once per process; under an advisory lock on
// PostgreSQL so that several starting instances migrate one after another.
import path from "node:path";
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/infra/env";
import { dbKind, dbState, getDb } from "./client";

const MIGRATIONS_LOCK = 482_615_007;
const STARTUP_LOCK = 482_615_008;

async function run() {
  const migrationsFolder = path.join(process.cwd(), "drizzle");
  if (dbKind() === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(getDb() as never, { migrationsFolder });
    return;
  }
  // every command that migrates (npm run migrate, worker, import…) creates a missing database as
  // `npm start` does
  await ensurePostgresDatabase(getEnv().DATABASE_URL!);
  const db = getDb();
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await withAdvisoryLock(MIGRATIONS_LOCK, () => migrate(db as never, { migrationsFolder }));
}

/** Runs fn while this process holds a PostgreSQL advisory lock (the others wait for it). */
async function withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
  getDb();
  const client = await dbState().pool!.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    return await fn();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => {});
    client.release();
  }
}

export function migrateDb(): Promise<void> {
  const st = dbState();
  st.migrated ??= run().catch((err) => {
    st.migrated = undefined;
    throw err;
  });
  return st.migrated;
}

/**
 * Runs fn under a lock that instances starting together on one PostgreSQL database take in turn
 * (`npm start` seeds an empty database under it: the second finds it seeded). No lock on PGlite,
 * which one process opens at a time.
 */
export function underStartupLock<T>(fn: () => Promise<T>): Promise<T> {
  return dbKind() === "pglite" ? fn() : withAdvisoryLock(STARTUP_LOCK, fn);
}

export async function isDatabaseEmpty(): Promise<boolean> {
  const rows = await getDb().execute(sql`SELECT EXISTS (SELECT 1 FROM ads LIMIT 1) AS has`);
  const first = (rows as unknown as { rows: { has: boolean }[] }).rows?.[0];
  return !first?.has;
}

/**
 * Creates the database DATABASE_URL names when it does not exist yet (npm start before it takes
 * its startup lock, every migration run).
 */
export async function ensurePostgresDatabase(url: string) {
  const { Client } = await import("pg");
  const probe = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== "3D000") throw err;
  } finally {
    await probe.end().catch(() => {});
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = "/postgres";
  const admin = new Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`Created database ${name}.`);
  } catch (err) {
    // another instance starting at the same moment created it first: "already exists", or, when
    // the two statements ran at once, the catalog's unique index refusing the second
    const code = (err as { code?: string }).code;
    if (code !== "42P04" && code !== "23505") throw err;
  } finally {
    await admin.end();
  }
}
