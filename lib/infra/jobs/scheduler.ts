// The in-process scheduler (croner): drains the jobs table and runs the periodic tasks, each
// tick of a task in one process only (runScheduledTick).
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { dbKind, dbState, getDb } from "@/lib/infra/db/client";
import { drainJobs, registerJobHandler } from "./runner";
import { claimTick, finishTick } from "./ticks";
import type { JobHandler, PeriodicTask } from "./types";

export type { PeriodicTask } from "./types";

const g = globalThis as unknown as { __vozovnaCrons?: Cron[] };

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

/**
 * Runs the tick of `task` scheduled at `slot` unless another process has: the tick is claimed in
 * periodic_runs, so a process whose cron fires after another one already finished the tick finds
 * it taken. The task's lock stays for what the claim cannot see: a run that outlasts its period
 * (an hour-long import) makes the next tick skip in every process instead of running beside it,
 * as croner's `protect` does within one process.
 */
export async function runScheduledTick(task: Pick<PeriodicTask, "name" | "run">, slot: Date) {
  await runExclusive(task.name, async () => {
    if (!(await claimTick({ name: task.name, slot }))) return;
    try {
      await task.run();
    } finally {
      await finishTick({ name: task.name, slot });
    }
  });
}

/**
 * The scheduled time of the tick being run, the same in every process. croner reports when the
 * tick fired, a few milliseconds (in a busy process, seconds) later: the pattern's last time at or
 * before it is the tick's. previousRuns leaves out its reference's own second, hence the 1 s.
 */
function tickSlot(cron: Cron): Date {
  const fired = cron.currentRun() ?? new Date();
  const [slot] = cron.previousRuns(1, new Date(fired.getTime() + 1000));
  return slot ?? new Date(Math.floor(fired.getTime() / 1000) * 1000);
}

/**
 * Starts draining the jobs table every 5 s with these handlers, and the periodic tasks (both from
 * the registry, lib/background.ts). Once per process.
 */
export function startScheduler({
  handlers,
  tasks,
}: {
  handlers: Record<string, JobHandler>;
  tasks: PeriodicTask[];
}) {
  if (g.__vozovnaCrons) return;
  for (const [kind, handler] of Object.entries(handlers)) registerJobHandler(kind, handler);
  const report = (name: string) => (err: unknown) => console.error(`[scheduler] ${name}:`, err);
  const crons = [
    new Cron("*/5 * * * * *", { protect: true, catch: report("jobs") }, async () => {
      await drainJobs();
    }),
    ...tasks.map(
      (t) =>
        new Cron(
          t.pattern,
          { protect: true, timezone: t.timezone, catch: report(t.name) },
          (cron) => runScheduledTick(t, tickSlot(cron)),
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
