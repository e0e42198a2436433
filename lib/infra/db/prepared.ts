import { sql, type Column, type SQL } from "drizzle-orm";
import { getDb, type Db } from "./client";

/**
 * A query built once per database and run with placeholders (`sql.placeholder`). drizzle writes a
 * query's SQL on every call: for the ads row (52 columns) that was 0.6–0.8 ms of CPU against
 * 8 µs for a prepared one, on a slow 2-core host. For the hot reads of the request path whose
 * shape never changes; not inside a transaction (it runs on the process's database, not `tx`).
 * On PostgreSQL `name` is the statement's name on each connection: one query, one name.
 */
export function prepared<Q>(build: (db: Db) => Q): () => Q {
  const byDb = new WeakMap<Db, Q>();
  return () => {
    const db = getDb();
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}

/** `column = ANY($name::int[])`: a list of ids as one placeholder, so the query's text never varies with its length. */
export const inIds = (column: Column, name: string): SQL =>
  sql`${column} = ANY(${sql.placeholder(name)}::int[])`;
