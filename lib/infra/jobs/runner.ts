// Runs claimed jobs with the handler registered for their kind.
import { dbKind } from "@/lib/infra/db/client";
import type { JobRow } from "@/lib/infra/db/schema";
import { releaseStaleJobs, startWorker, workerId } from "./liveness";
import { claimJobs, completeJob, failJob } from "./queue";
import type { JobHandler } from "./types";

export type { JobHandler } from "./types";

interface Outcome {
  job: JobRow;
  ok: boolean;
  error?: unknown;
}

const g = globalThis as unknown as {
  __vozovnaJobHandlers?: Map<string, JobHandler>;
  __vozovnaUnwritten?: Outcome[];
};
const handlers = (g.__vozovnaJobHandlers ??= new Map());
const unwritten = (g.__vozovnaUnwritten ??= []);

export function registerJobHandler(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

/** Claims and runs due jobs until none is left (or `maxBatches` is reached); returns the count run. */
export async function drainJobs(maxBatches = 20): Promise<number> {
  let ran = 0;
  await startWorker();
  await writeOutcomes(unwritten.splice(0));
  if (dbKind() === "postgres") await releaseStaleJobs();
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimJobs(workerId());
    if (claimed.length === 0) break;
    for (const job of claimed) {
      await writeOutcomes([await runJob(job)]);
      ran++;
    }
  }
  return ran;
}

async function runJob(job: JobRow): Promise<Outcome> {
  const handler = handlers.get(job.kind);
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(job.payload as Record<string, unknown>);
    return { job, ok: true };
  } catch (error) {
    console.error(`[jobs] ${job.kind} #${job.id} failed (attempt ${job.attempts}):`, error);
    return { job, ok: false, error };
  }
}

/**
 * An outcome the database refused is written by a later drain, its job 'running' under this live
 * worker meanwhile: a job that did its work (an e-mail sent) is not run again for a lost write.
 */
async function writeOutcomes(outcomes: Outcome[]) {
  for (const outcome of outcomes) {
    const { job, ok, error } = outcome;
    try {
      await (ok ? completeJob(job.id) : failJob(job, error));
    } catch (err) {
      console.error(`[jobs] ${job.kind} #${job.id}: the outcome was not written:`, err);
      unwritten.push(outcome);
    }
  }
}
