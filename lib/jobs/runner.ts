// Runs claimed jobs with the handler registered for their kind.
import os from "node:os";
import { claimJobs, completeJob, failJob, releaseStaleJobs } from "./queue";

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

const g = globalThis as unknown as { __vozovnaJobHandlers?: Map<string, JobHandler> };
const handlers = (g.__vozovnaJobHandlers ??= new Map());

export function registerJobHandler(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

export const workerId = () => `${os.hostname()}:${process.pid}`;

/** Claims and runs due jobs until none is left (or `maxBatches` is reached); returns the count run. */
export async function drainJobs(maxBatches = 20): Promise<number> {
  let ran = 0;
  await releaseStaleJobs();
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimJobs(workerId());
    if (claimed.length === 0) break;
    for (const job of claimed) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
        await handler(job.payload as Record<string, unknown>);
        await completeJob(job.id);
      } catch (err) {
        console.error(`[jobs] ${job.kind} #${job.id} failed (attempt ${job.attempts}):`, err);
        await failJob(job, err);
      }
      ran++;
    }
  }
  return ran;
}
