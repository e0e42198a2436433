import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { idempotencyKeys } from "@/lib/infra/db/schema";

// `Idempotency-Key` (issues 14, 27: a double-clicked or retried publish makes one ad): the first
// request with a key runs, a repeat within a day gets the same answer, or waits for it while the
// first one runs. The keys and answers live in the database (idempotency_keys), so a retry that
// reaches another instance is answered the same. A failed run is forgotten, so the client may retry.

const TTL_MS = 24 * 3600_000;
/** A run without an answer after this long died with its process: a repeat runs again. */
const STALE_MS = 10 * 60_000;
/** How long a repeat waits for the first run's answer before it answers 409. */
const WAIT_MS = 60_000;
const POLL_MS = 150;

/** A usable key: 1–200 visible ASCII characters; anything else is ignored (no idempotency). */
const usable = (key: string | null): key is string => !!key && /^[\x21-\x7e]{1,200}$/.test(key);

const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Id = { scope: string; key: string };
const match = ({ scope, key }: Id) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * True for the one caller that claims the key: it is new, expired, or its run died. A claim also
 * purges the expired keys (the table holds a day of keys).
 */
async function claim(id: Id): Promise<boolean> {
  const db = getDb();
  const claimed = await db
    .insert(idempotencyKeys)
    .values(id)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { result: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${ago(TTL_MS)} OR (${idempotencyKeys.result} IS NULL AND ${idempotencyKeys.createdAt} < ${ago(STALE_MS)})`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return false;
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < ${ago(TTL_MS)}`);
  return true;
}

/** The first run's answer, if it has one. */
async function answerOf(id: Id): Promise<{ value: unknown } | null> {
  const [row] = await getDb()
    .select({ result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(match(id))
    .limit(1);
  return (row?.result as { value: unknown } | null | undefined) ?? null;
}

async function runClaimed<T>(id: Id, fn: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await fn();
  } catch (err) {
    await getDb()
      .delete(idempotencyKeys)
      .where(match(id))
      .catch(() => {});
    throw err;
  }
  // the work is done: a failure to record it must not turn its answer into an error
  await getDb()
    .update(idempotencyKeys)
    .set({ result: { value } })
    .where(match(id))
    .catch((err: unknown) => console.error(`[idempotency] recording ${id.scope} failed:`, err));
  return value;
}

/** Runs fn once per (scope, key) across every instance; a repeat answers the first run's result (JSON). */
export async function runOnce<T>(
  scope: string,
  key: string | null,
  fn: () => Promise<T>,
): Promise<T> {
  if (!usable(key)) return fn();
  const id = { scope, key };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(id)) return runClaimed(id, fn);
    const answer = await answerOf(id);
    if (answer) return answer.value as T;
    if (Date.now() > deadline)
      throw new AppError("conflict.in_progress", "The same request is still running; try again.");
    await sleep(POLL_MS);
  }
}
