import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Makes the transactions that take the same key wait for each other until each ends: a
 * transaction-scoped advisory lock on the key's hash (PostgreSQL; PGlite has one connection, so
 * there it waits for nothing). A transaction taking several keys takes them in one fixed order.
 */
export async function lockKey(tx: Pick<Db, "execute">, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
