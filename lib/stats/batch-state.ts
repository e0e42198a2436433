// The statistics' batch and its flush timer (lib/stats/counter.ts), on globalThis: every route's
// bundle shares one batch and one timer (and hot reloads keep them). Apart from counter.ts, with
// no import, so a test file's teardown can stop the timer without loading the database.
import type { StatCounter } from "./queries";

export interface StatsPending {
  adId: number;
  day: string;
  counts: Partial<Record<StatCounter, number>>;
}
export interface StatsState {
  pending: Map<string, StatsPending>;
  timer?: ReturnType<typeof setInterval>;
  flushing?: Promise<void>;
  dropped: number;
}

const g = globalThis as unknown as { __vozovnaStats?: StatsState };

export const statsState = (): StatsState =>
  (g.__vozovnaStats ??= { pending: new Map(), dropped: 0 });

/**
 * Stops the flush timer. A test file's teardown calls it: a timer left running outlives the file's
 * environment and writes into its torn-down state (and database) later.
 */
export function stopStatsTimer() {
  const st = g.__vozovnaStats;
  if (st?.timer) clearInterval(st.timer);
  if (st) st.timer = undefined;
}
