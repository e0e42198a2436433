// One database per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Opened lazily on first use; nothing opens the database at import or build time.
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { getEnv } from "@/lib/infra/env";
import { acquireLock } from "./lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface State {
  db?: Db;
  pglite?: PGlite;
  pool?: Pool;
  release?: () => void;
  kind?: "pglite" | "postgres";
  migrated?: Promise<void>;
  closers?: (() => Promise<void>)[];
  /** Tests: the dump the next in-memory PGlite starts from (loadPgliteFrom). */
  pgliteDump?: Blob;
}
const g = globalThis as unknown as { __vozovnaDb?: State };
const st = (g.__vozovnaDb ??= {});

export function pgliteDir() {
  const env = getEnv();
  return env.PGLITE_DIR ?? path.join(env.dataDir, "pglite");
}

export function pgliteLockFile(dir = pgliteDir()) {
  return `${dir.replace(/\/$/, "")}.lock`;
}

export function dbKind(): "pglite" | "postgres" {
  return getEnv().DATABASE_URL ? "postgres" : "pglite";
}

export function getDb(): Db {
  if (st.db) return st.db;
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened at build time (ARCHITECTURE.md §4.13).");
  }
  const env = getEnv();
  if (env.DATABASE_URL) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded only for the chosen driver */
    const { Pool } = require("pg") as typeof import("pg");
    const { drizzle } =
      require("drizzle-orm/node-postgres") as typeof import("drizzle-orm/node-postgres");
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
    });
    pool.on("error", (err) => console.error("[db] idle client error:", err.message));
    st.pool = pool;
    st.kind = "postgres";
    st.db = drizzle(pool, { schema }) as unknown as Db;
  } else {
    const { PGlite } = require("@electric-sql/pglite") as typeof import("@electric-sql/pglite");
    const { drizzle } = require("drizzle-orm/pglite") as typeof import("drizzle-orm/pglite");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const dir = pgliteDir();
    if (!dir.startsWith("memory://")) {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      st.release = acquireLock(pgliteLockFile(dir));
    }
    const dump = dir.startsWith("memory://") ? st.pgliteDump : undefined;
    st.pglite = dump ? new PGlite(dir, { loadDataDir: dump }) : new PGlite(dir);
    st.kind = "pglite";
    st.db = drizzle(st.pglite, { schema }) as unknown as Db;
  }
  return st.db;
}

/**
 * Tests only (tests/helpers/db.ts): the next in-memory PGlite opens from this dump of an already
 * migrated database instead of an empty one. Nothing else calls it; a PGlite in a directory
 * ignores it.
 */
export function loadPgliteFrom(dump: Blob | undefined) {
  st.pgliteDump = dump;
}

/** Runs `close` when the database closes: a connection held beside the pool (lib/infra/jobs/liveness.ts). */
export function onCloseDb(close: () => Promise<void>) {
  (st.closers ??= []).push(close);
}

/** Closes the database (scripts and tests); the next getDb() opens it again. */
export async function closeDb() {
  const { pglite, pool, release, closers = [] } = st;
  st.db = st.pglite = st.pool = st.release = st.kind = undefined;
  st.migrated = st.closers = undefined;
  await Promise.all(closers.map((close) => close()));
  if (pglite) await pglite.close();
  if (pool) await pool.end();
  release?.();
}

/** Per-process memo of the migration run (see migrate.ts). */
export function dbState(): State {
  return st;
}

export type RawQuery = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<T[]>;

/** Runs one parameterised statement on the raw driver (bulk paths that need array parameters). */
export const rawQuery: RawQuery = async <T>(text: string, params: unknown[] = []) => {
  getDb();
  if (st.pglite) return (await st.pglite.query<T>(text, params)).rows;
  return (await st.pool!.query(text, params)).rows as T[];
};

/** Runs raw statements in one transaction: committed when `fn` resolves, rolled back when it throws. */
export async function rawTransaction<R>(fn: (query: RawQuery) => Promise<R>): Promise<R> {
  getDb();
  if (st.pglite)
    return st.pglite.transaction((tx) =>
      fn(async (text, params = []) => (await tx.query(text, params)).rows as never),
    );
  const client = await st.pool!.connect();
  try {
    await client.query("BEGIN");
    const result = await fn(async (text, params = []) => (await client.query(text, params)).rows);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
