// Which processes that claim jobs are alive (issue 18). On PostgreSQL each one holds a session
// advisory lock keyed by its worker id, on a connection of its own, for its whole life. When the
// process dies its connection closes and the lock goes with it, so releaseStaleJobs hands its
// 'running' jobs out again at once, and never those of a live worker however long they run.
import os from "node:os";
import { sql } from "drizzle-orm";
import { dbKind, getDb, onCloseDb } from "@/lib/infra/db/client";
import { getEnv } from "@/lib/infra/env";
import { backToPending, releaseRunningJobs } from "./queue";

/** First key of a worker's lock, the second is hashtext(worker id): classid and objid in pg_locks. */
export const WORKER_LOCK_NAMESPACE = 482_615_018;

/** Unique among live processes; a restarted container can reuse one (pid 1), see holdWorkerLock. */
export const workerId = () => `${os.hostname()}:${process.pid}`;

const g = globalThis as unknown as { __vozovnaWorker?: Promise<void>; __vozovnaOwnsId?: boolean };

/**
 * Resolves when this process may claim jobs: on PostgreSQL once it holds its worker lock (taken
 * again after its connection dropped); on PGlite, whose data directory one process opens at a
 * time, once the jobs an earlier process left 'running' are pending again.
 */
export function startWorker(): Promise<void> {
  if (g.__vozovnaWorker) return g.__vozovnaWorker;
  const forget = () => {
    if (g.__vozovnaWorker === started) g.__vozovnaWorker = undefined;
  };
  const started = (dbKind() === "pglite" ? releaseRunningJobs() : holdWorkerLock(forget)).catch(
    (err) => {
      forget();
      throw err;
    },
  );
  g.__vozovnaWorker = started;
  onCloseDb(async () => forget());
  return started;
}

/**
 * PostgreSQL: hands out again the 'running' jobs whose worker no longer holds its lock, whatever
 * their age. A worker takes its lock before its first claim, so a job whose worker still runs it
 * always finds the lock here.
 */
export async function releaseStaleJobs() {
  await getDb().execute(sql`
    UPDATE jobs SET ${backToPending}
    WHERE status = 'running' AND NOT EXISTS (
      SELECT 1 FROM pg_locks l
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid = ${WORKER_LOCK_NAMESPACE}::int4::oid
        AND l.objid = hashtext(jobs.locked_by)::oid)`);
}

async function holdWorkerLock(lost: () => void) {
  const { Client } = await import("pg");
  const client = new Client({
    connectionString: getEnv().DATABASE_URL,
    keepAlive: true,
    // the server ends the session (and the lock) of a machine that vanished without closing its
    // connection within about a minute, not after the system's default two hours
    options: "-c tcp_keepalives_idle=30 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3",
  });
  // A dropped connection loses the lock while the process lives: until the next drain takes it
  // again, another worker may hand this one's running jobs out (a database restart, say).
  client.on("error", (err) => {
    console.error("[jobs] the worker lock's connection failed:", err.message);
    lost();
  });
  client.on("end", lost);
  onCloseDb(() => client.end().catch(() => {}));
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok",
      [WORKER_LOCK_NAMESPACE, workerId()],
    );
    // held elsewhere: our own session that the server has not yet seen drop; the next drain retries
    if (!rows[0]?.ok)
      throw new Error(`The worker lock of ${workerId()} is held by another session`);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  // Only on the first lock: the jobs under this id are an earlier process's that had the same id.
  // After a dropped connection the process may be running some of its own.
  if (!g.__vozovnaOwnsId) {
    await releaseRunningJobs({ lockedBy: workerId() });
    g.__vozovnaOwnsId = true;
  }
}
