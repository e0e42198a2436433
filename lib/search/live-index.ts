import "server-only";
import { dbKind, getDb, type Db } from "@/lib/infra/db/client";
import { listen, type Listener } from "@/lib/infra/db/listen";
import { getEnv } from "@/lib/infra/env";
import { AdIndex } from "./ad-index";
import { announceIndexRead } from "./index-reads";
import { readIndexChanges, readIndexRange, readIndexTotals } from "./queries";

// The search index of this process, kept current with the database (the source of truth):
// - loaded once, in batches, when the server starts (or on the first search);
// - every `pollMs` it reads the ads changed since its last look (updated_date, which a trigger
//   keeps, and ids above the highest seen) — each web instance polls on its own;
// - with the ads it reads their price ratings (lib/pricing), and every poll the ratings written
//   since, which the pricing task writes apart from the ads (filter good_price, "deal" ordering);
// - on PostgreSQL it also LISTENs on ads_changed (sent by the ads trigger, drizzle/0006) and reads
//   the changes at once, so a write of another instance shows within a second; the poll stays as
//   the fallback (and the only way on PGlite);
// - a write of this process calls searchIndexChanged(), and the next search reads the changes
//   first, so a seller sees their own edit at once;
// - it announces what it read (./index-reads.ts): the page cache, subscribed at start-up, drops
//   the pages of the ads read as changed, so another process's write (the worker, another
//   instance) reaches this process's cached pages too;
// - now and then it compares its size with the database's count of active ads; a difference
//   seen twice (a hard delete, a bulk import with old dates) rebuilds it.

/** Changes are re-read this far back: a transaction may commit a little after it wrote. */
const OVERLAP_US = 10_000_000;
const BATCH = 20_000;
const RECONCILE_MS = 60_000;
export type IndexHealth =
  | { state: "ready"; ads: number; readMsAgo: number }
  | { state: "loading" | "not loaded" | "failed" };

/**
 * Every active ad with an id up to `maxId` in a new index, read a stretch of ids at a time (the
 * database serves searches meanwhile), the next stretch asked for while this one is added: the
 * database reads as this process indexes.
 */
export async function loadAdIndex(maxId: number): Promise<AdIndex> {
  const index = new AdIndex();
  const read = (afterId: number) =>
    afterId < maxId ? readIndexRange({ afterId, upTo: afterId + BATCH }) : null;
  let next = read(0);
  for (let afterId = 0; next; afterId += BATCH) {
    const batch = await next;
    next = read(afterId + BATCH);
    index.add(batch);
  }
  index.finish();
  return index;
}

/** The channel of the ads trigger's notifications (drizzle/0006_ad_changes.sql). */
export const ADS_CHANGED = "ads_changed";

export class LiveIndex {
  private index?: AdIndex;
  private loading?: Promise<AdIndex>;
  private syncing?: Promise<void>;
  /** the database clock when changes were last read (µs) */
  private seenAtUs = 0;
  private maxId = 0;
  private dirty = false;
  private reconciledAt = 0;
  private mismatches = 0;
  private timer?: ReturnType<typeof setInterval>;
  private listener?: Listener;
  /** when the database was last read (ms), and the last load's failure */
  private readAt = 0;
  private failure?: unknown;

  /**
   * `pollMs` 0: read the changes before every search (tests); no timer. `listenUrl`: the
   * PostgreSQL database whose notifications trigger a read (with a timer only).
   */
  constructor(
    readonly db: Db,
    private readonly pollMs: number,
    private readonly log = false,
    private readonly listenUrl?: string,
  ) {}

  /** The index: loaded on first use, up to date with this process's own writes. */
  async get(): Promise<AdIndex> {
    const index = this.index ?? (await (this.loading ??= this.load()));
    if (this.dirty || this.pollMs === 0) await this.poll();
    return this.index ?? index;
  }

  /** For the health check: loaded or not, its size, how long since it last read the database. */
  health(): IndexHealth {
    if (!this.index)
      return { state: this.loading ? "loading" : this.failure ? "failed" : "not loaded" };
    return { state: "ready", ads: this.index.size, readMsAgo: Date.now() - this.readAt };
  }

  /** A write of this process changed ads: the next search reads the changes first. */
  changed() {
    this.dirty = true;
  }

  /** Reads what changed since the last look; one at a time, and once more if a write came meanwhile. */
  poll(): Promise<void> {
    if (this.syncing) return this.dirty ? this.syncing.then(() => this.poll()) : this.syncing;
    this.dirty = false;
    this.syncing = this.readChanges().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
  }

  /** Another writer's change was announced: read it now, not at the next poll. */
  private readonly notified = () => {
    this.changed();
    void this.poll().catch((err) => console.error("[search] index read failed:", err));
  };

  private async load(): Promise<AdIndex> {
    const started = performance.now();
    try {
      // listening before the first read: a change made meanwhile is read again after it
      if (this.pollMs > 0 && this.listenUrl && !this.listener)
        this.listener = listen(this.listenUrl, ADS_CHANGED, this.notified);
      await this.rebuild();
      if (this.pollMs > 0 && !this.timer) {
        this.timer = setInterval(
          () => void this.poll().catch((err) => console.error("[search] index poll failed:", err)),
          this.pollMs,
        );
        this.timer.unref();
      }
      await this.listener?.ready;
      const index = this.index!;
      if (this.log) {
        const ms = Math.round(performance.now() - started);
        console.log(
          `[search] index: ${index.size} active ads in ${ms} ms, ${(index.memoryBytes() / 1048576).toFixed(1)} MB`,
        );
      }
      return index;
    } catch (err) {
      this.failure = err;
      throw err;
    } finally {
      this.loading = undefined;
    }
  }

  private async rebuild() {
    const { nowUs, maxId } = await readIndexTotals();
    const index = await loadAdIndex(maxId);
    // what the first reads of the changes will find again (active or not), as it is now
    const { rows: recent } = await readIndexChanges({
      sinceUs: nowUs - OVERLAP_US,
      afterId: maxId,
      limit: BATCH,
    });
    this.index = index;
    this.maxId = maxId;
    this.seenAtUs = nowUs;
    await announceIndexRead({ kind: "loaded", recent });
    this.mismatches = 0;
    this.reconciledAt = this.readAt = Date.now();
    this.failure = undefined;
  }

  private async readChanges() {
    const index = this.index;
    if (!index) return;
    const { rows, ratings, nowUs } = await readIndexChanges({
      sinceUs: this.seenAtUs - OVERLAP_US,
      afterId: this.maxId,
      limit: BATCH,
    });
    if (rows.length === BATCH) {
      return this.rebuild(); // a bulk change: start over (the load's announcement drops every page)
    }
    index.apply(rows);
    const rerated = index.rate(ratings);
    await announceIndexRead({ kind: "changed", ads: rows });
    if (rerated.length) await announceIndexRead({ kind: "rated", ids: rerated });
    this.seenAtUs = nowUs;
    this.readAt = Date.now();
    for (const r of rows) if (r.id > this.maxId) this.maxId = r.id;
    if (Date.now() - this.reconciledAt >= (this.pollMs === 0 ? 0 : RECONCILE_MS))
      await this.reconcile(index);
  }

  private async reconcile(index: AdIndex) {
    this.reconciledAt = Date.now();
    const { active } = await readIndexTotals();
    if (active === index.size) {
      this.mismatches = 0;
      return;
    }
    // twice in a row (at once in tests), so a write committed between the two reads is no reason
    if (++this.mismatches >= (this.pollMs === 0 ? 1 : 2)) {
      await this.rebuild(); // changes it cannot name (a hard delete, old dates): pages go too
    }
  }
}

// ---------------------------------------------------------------- this process's index

const g = globalThis as unknown as { __vozovnaSearchIndex?: LiveIndex };

function live(): LiveIndex {
  const db = getDb();
  let current = g.__vozovnaSearchIndex;
  if (!current || current.db !== db) {
    void current?.stop(); // a new database (tests, a reopened PGlite) starts a new index
    const env = getEnv();
    const pollMs = env.SEARCH_INDEX_POLL_MS ?? (env.NODE_ENV === "test" ? 0 : 2000);
    const listenUrl = dbKind() === "postgres" ? env.DATABASE_URL : undefined;
    current = g.__vozovnaSearchIndex = new LiveIndex(
      db,
      pollMs,
      env.NODE_ENV !== "test",
      listenUrl,
    );
  }
  return current;
}

/** This process's search index, up to date with its own writes. */
export const getSearchIndex = () => live().get();

/** This process's index for the health check ("off" with SEARCH_INDEX=0: searches go to SQL). */
export function searchIndexHealth(): IndexHealth | { state: "off" } {
  if (!getEnv().SEARCH_INDEX) return { state: "off" };
  return g.__vozovnaSearchIndex?.health() ?? { state: "not loaded" };
}

/** Call after writing ads in this process: the next search reads the change first. */
export function searchIndexChanged() {
  g.__vozovnaSearchIndex?.changed();
}

/** Loads the index in the background when the web server starts; it then polls. */
export function startSearchIndex() {
  if (!getEnv().SEARCH_INDEX) return;
  getSearchIndex().catch((err) => console.error("[search] index failed to load:", err));
}
