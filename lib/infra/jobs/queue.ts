// The jobs table (ARCHITECTURE.md §2): written in the same transaction as the data that causes the
// work, claimed with FOR UPDATE SKIP LOCKED, retried with exponential backoff.
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { jobs, type JobRow } from "@/lib/infra/db/schema";

export type JobExecutor = Pick<Db, "insert">;

export async function enqueueJob(
  kind: string,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; maxAttempts?: number; tx?: JobExecutor } = {},
) {
  const [row] = await (opts.tx ?? getDb())
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 5 })
    .returning({ id: jobs.id });
  return row.id;
}

/** Backoff after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min … capped at 6 h. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 6 * 3600_000);

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function claimJobs(workerId: string, limit = 5): Promise<JobRow[]> {
  const result = await getDb().execute(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${workerId},
      attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM jobs WHERE status = 'pending' AND run_at <= now()
      ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts"`);
  return rowsOf<JobRow>(result);
}

export async function completeJob(id: number) {
  await getDb().execute(
    sql`UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL WHERE id = ${id}`,
  );
}

export async function failJob(
  job: Pick<JobRow, "id" | "attempts" | "maxAttempts">,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= job.maxAttempts;
  const runAt = new Date(Date.now() + backoffMs(job.attempts));
  await getDb().execute(sql`
    UPDATE jobs SET status = ${final ? "failed" : "pending"}, last_error = ${message.slice(0, 2000)},
      run_at = ${runAt.toISOString()}::timestamptz, locked_at = NULL, locked_by = NULL,
      finished_at = ${final ? sql`now()` : null}
    WHERE id = ${job.id}`);
}

export const backToPending = sql`status = 'pending', locked_at = NULL, locked_by = NULL`;

/** Hands out again the jobs left 'running' by an earlier process: all of them, or one worker id's. */
export async function releaseRunningJobs({ lockedBy }: { lockedBy?: string } = {}) {
  await getDb().execute(sql`
    UPDATE jobs SET ${backToPending}
    WHERE status = 'running' ${lockedBy === undefined ? sql`` : sql`AND locked_by = ${lockedBy}`}`);
}
