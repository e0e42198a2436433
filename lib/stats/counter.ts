import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { pragueDay } from "./day";
import { statsState, type StatsPending } from "./batch-state";
import { STAT_COUNTERS, type StatCounter } from "./queries";

// The write side of the ads' statistics (ARCHITECTURE.md §3 ad_stats_daily): counts are added
// up in this process's memory and written every FLUSH_MS by one upsert, so nothing on a
// request's path writes to the database. Per process: each web process flushes its own counts
// (the upsert adds, so several processes add up correctly); a process killed between flushes
// loses at most FLUSH_MS of counts.

export { pragueDay } from "./day";

export const FLUSH_MS = 10_000;
/** Ad-and-day pairs held at most (a flush failing for long, or a flood of made-up ids). */
export const MAX_PENDING = 100_000;
/** Rows per INSERT: 9 parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 5_000;
const MAX_AD_ID = 2_147_483_647;

const COLUMNS: Record<StatCounter, string> = {
  views: "views",
  impressions: "impressions",
  clicks: "clicks",
  phoneReveals: "phone_reveals",
  messages: "messages",
  favorites: "favorites",
  shares: "shares",
};

type Counts = StatsPending["counts"];
type Pending = StatsPending;
const st = statsState();

/** Counts `n` events of `counter` for the ad today (Prague); written by the next flush. */
export function countAdEvent(adId: number, counter: StatCounter, n = 1) {
  if (!Number.isInteger(adId) || adId < 1 || adId > MAX_AD_ID) return;
  if (!Number.isInteger(n) || n < 1) return;
  startTimer();
  add(adId, pragueDay(), { [counter]: n });
}

function add(adId: number, day: string, counts: Counts) {
  const key = `${adId}|${day}`;
  let entry = st.pending.get(key);
  if (!entry) {
    if (st.pending.size >= MAX_PENDING) {
      st.dropped++;
      return;
    }
    st.pending.set(key, (entry = { adId, day, counts: {} }));
  }
  for (const c of STAT_COUNTERS) {
    const v = counts[c];
    if (v) entry.counts[c] = (entry.counts[c] ?? 0) + v;
  }
}

function startTimer() {
  if (st.timer) return;
  st.timer = setInterval(() => void flushStats(), FLUSH_MS);
  st.timer.unref?.();
  // A last flush on shutdown, only where something else owns the signals (server/index.mjs):
  // a listener of our own would keep a plain Ctrl-C from ending the process.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    if (process.listenerCount(signal) > 0) process.once(signal, () => void flushStats());
}

/** The counts waiting for the next flush (tests). */
export function pendingStats(): Pending[] {
  return [...st.pending.values()].map((p) => ({ ...p, counts: { ...p.counts } }));
}

/** Forgets the batch and stops the timer (tests). */
export function resetStats() {
  if (st.timer) clearInterval(st.timer);
  st.timer = undefined;
  st.pending = new Map();
  st.dropped = 0;
}

/** The upsert of some pending rows; ids of ads no longer there are skipped by the join. */
export function upsertStatement(rows: Pending[]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.adId}::int, ${r.day}::date, ${sql.join(
          STAT_COUNTERS.map((c) => sql`${r.counts[c] ?? 0}::int`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const cols = sql.raw(STAT_COUNTERS.map((c) => COLUMNS[c]).join(", "));
  const vcols = sql.raw(STAT_COUNTERS.map((c) => `v.${COLUMNS[c]}`).join(", "));
  const updates = sql.raw(
    STAT_COUNTERS.map(
      (c) => `${COLUMNS[c]} = ad_stats_daily.${COLUMNS[c]} + excluded.${COLUMNS[c]}`,
    ).join(", "),
  );
  return sql`INSERT INTO ad_stats_daily (ad_id, day, ${cols})
    SELECT v.ad_id, v.day, ${vcols}
    FROM (VALUES ${values}) AS v (ad_id, day, ${cols})
    JOIN ads ON ads.id = v.ad_id
    ON CONFLICT (ad_id, day) DO UPDATE SET ${updates}`;
}

/**
 * Writes the batch (the timer's job; also for tests and shutdown). A failed write keeps its
 * counts for the next try, within MAX_PENDING, and is logged.
 */
export async function flushStats(): Promise<void> {
  while (st.flushing) await st.flushing;
  if (st.pending.size === 0) return;
  const batch = st.pending;
  st.pending = new Map();
  if (st.dropped) {
    console.warn(`[stats] ${st.dropped} counts dropped: more than ${MAX_PENDING} pending`);
    st.dropped = 0;
  }
  // in a fixed order, so two processes' flushes lock the same rows in the same order
  const rows = [...batch.values()].sort((a, b) => a.adId - b.adId || a.day.localeCompare(b.day));
  st.flushing = (async () => {
    let done = 0;
    try {
      const db = getDb();
      for (; done < rows.length; done += ROWS_PER_STATEMENT)
        await db.execute(upsertStatement(rows.slice(done, done + ROWS_PER_STATEMENT)));
    } catch (err) {
      console.error(
        `[stats] flush failed, ${rows.length - done} rows kept for the next try:`,
        err instanceof Error ? err.message : err,
      );
      for (const r of rows.slice(done)) add(r.adId, r.day, r.counts);
    }
  })();
  try {
    await st.flushing;
  } finally {
    st.flushing = undefined;
  }
}
