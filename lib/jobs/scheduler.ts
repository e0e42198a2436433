// The in-process scheduler (croner): drains the jobs table and runs the periodic tasks.
// On PostgreSQL an advisory lock keeps one runner per periodic task across processes.
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { dbKind, dbState, getDb } from "@/lib/db/client";
import { drainJobs } from "./runner";
import { registerDefaultHandlers } from "./handlers";

export interface PeriodicTask {
  name: string;
  /** Cron pattern with seconds, e.g. "0 * * * * *" (every minute). */
  pattern: string;
  /** IANA time zone of the pattern (e.g. "Europe/Prague"); the process's own when absent. */
  timezone?: string;
  run: () => Promise<void>;
}

const g = globalThis as unknown as { __vozovnaCrons?: Cron[]; __vozovnaTasks?: PeriodicTask[] };
const tasks = (g.__vozovnaTasks ??= []);

export function registerPeriodicTask(task: PeriodicTask) {
  if (!tasks.some((t) => t.name === task.name)) tasks.push(task);
}

/** Runs fn only if no other process runs the task of this name right now. */
export async function runExclusive(name: string, fn: () => Promise<void>) {
  if (dbKind() === "pglite") return fn(); // one process per data directory
  getDb();
  const client = await dbState().pool!.connect();
  try {
    const res = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext($1)) AS ok",
      [`vozovna:${name}`],
    );
    if (!res.rows[0]?.ok) return;
    try {
      await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [`vozovna:${name}`]);
    }
  } finally {
    client.release();
  }
}

export function startScheduler() {
  if (g.__vozovnaCrons) return;
  registerDefaultHandlers();
  const report = (name: string) => (err: unknown) => console.error(`[scheduler] ${name}:`, err);
  const crons = [
    new Cron("*/5 * * * * *", { protect: true, catch: report("jobs") }, async () => {
      await drainJobs();
    }),
    ...tasks.map(
      (t) =>
        new Cron(t.pattern, { protect: true, timezone: t.timezone, catch: report(t.name) }, () =>
          runExclusive(t.name, t.run),
        ),
    ),
  ];
  g.__vozovnaCrons = crons;
  void getDb().execute(sql`SELECT 1`); // open the database before the first tick
}

export function stopScheduler() {
  g.__vozovnaCrons?.forEach((c) => c.stop());
  g.__vozovnaCrons = undefined;
}
