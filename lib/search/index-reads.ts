// What the live search index reads from the database, announced to whoever keeps something that
// shows ads (the page cache subscribes at start-up: server/page-cache/invalidate.ts). The index knows
// nothing of its subscribers; each is awaited in turn, and one that fails is logged.

/** An ad the index read, with what decides the pages it appears on. */
export interface ReadAd {
  id: number;
  make: string;
  model: string;
  sellerProfileId: number | null;
  /** its version (updated_date, µs), as read */
  updatedUs?: number;
}

export type IndexRead =
  /** the index loaded every active ad afresh; `recent` were changed in the last seconds */
  | { kind: "loaded"; recent: Pick<ReadAd, "id" | "updatedUs">[] }
  /** the index read these ads as changed since its last look (any process's writes) */
  | { kind: "changed"; ads: ReadAd[] }
  /** the price ratings of these indexed ads changed (lib/pricing, any process's run) */
  | { kind: "rated"; ids: number[] };

type Listener = (read: IndexRead) => void | Promise<void>;

// on globalThis: Next may load this module more than once in a process
const g = globalThis as unknown as { __vozovnaIndexReads?: Set<Listener> };
const listeners = () => (g.__vozovnaIndexReads ??= new Set());

/** Subscribes to the index's reads; answers the unsubscribe. */
export function onIndexRead(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Announces a read to every subscriber. */
export async function announceIndexRead(read: IndexRead): Promise<void> {
  for (const listener of listeners())
    await Promise.resolve()
      .then(() => listener(read))
      .catch((err) => console.error("[search] a subscriber of the index's reads failed:", err));
}
