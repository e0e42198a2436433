import "server-only";
import type { Client } from "pg";

/** A LISTEN on its own connection; reconnects after a failure until stopped. */
export interface Listener {
  /** Settles when the first LISTEN is in place (or has failed: the caller's poll covers that). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const RETRY_MS = 5_000;

/**
 * Calls `onNotify` with each payload sent on `channel` (PostgreSQL only). The connection is its
 * own, outside the pool: a LISTEN lasts as long as the session. Notices lost while reconnecting
 * are the caller's poll's business.
 */
export function listen(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Listener {
  let client: Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = async () => {
    const { Client } = await import("pg");
    if (stopped) return;
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on("notification", (n) => n.channel === channel && onNotify(n.payload ?? ""));
    next.on("error", (err) => {
      console.error(`[db] LISTEN ${channel} failed:`, err.message);
      void next.end().catch(() => {});
      if (client === next) reconnect();
    });
    next.on("end", () => client === next && reconnect());
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
  };
  const reconnect = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped) connect().catch(onFailure);
    }, RETRY_MS);
    retry.unref();
  };
  const onFailure = (err: Error) => {
    console.error(`[db] LISTEN ${channel} failed:`, err.message);
    reconnect();
  };
  const ready = connect().catch(onFailure);

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
