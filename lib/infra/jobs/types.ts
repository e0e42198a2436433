// What the job runner and the scheduler run, declared by the modules that own the work and
// gathered in one registry (lib/background.ts); lib/infra/jobs itself imports no domain.

/** Runs one job of a kind with its stored payload; a throw retries it with backoff. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** A periodic task: a cron pattern, and what each tick runs (in one process only). */
export interface PeriodicTask {
  name: string;
  /** Cron pattern with seconds, e.g. "0 * * * * *" (every minute). */
  pattern: string;
  /** IANA time zone of the pattern (e.g. "Europe/Prague"); the process's own when absent. */
  timezone?: string;
  run: () => Promise<void>;
}
