import "server-only";

// `Idempotency-Key` (issue 14: a double-clicked publish makes one ad): the first request with a key
// runs, a repeat within a day gets the same answer (or waits for it). A failed run is forgotten,
// so the client may retry. Kept in this process's memory: one web instance answers a user's
// retries of a few seconds; a shared store comes with the scale-out work.

const TTL_MS = 24 * 3600_000;
const MAX_KEYS = 10_000;

const g = globalThis as unknown as {
  __vozovnaIdempotency?: Map<string, { at: number; result: Promise<unknown> }>;
};
const runs = (g.__vozovnaIdempotency ??= new Map());

/** A usable key: 1–200 visible ASCII characters; anything else is ignored (no idempotency). */
const usable = (key: string | null): key is string => !!key && /^[\x21-\x7e]{1,200}$/.test(key);

export function runOnce<T>(scope: string, key: string | null, fn: () => Promise<T>): Promise<T> {
  if (!usable(key)) return fn();
  const id = `${scope}|${key}`;
  const now = Date.now();
  const seen = runs.get(id);
  if (seen && now - seen.at < TTL_MS) return seen.result as Promise<T>;
  if (runs.size >= MAX_KEYS) runs.delete(runs.keys().next().value!);
  const result = fn();
  runs.set(id, { at: now, result });
  result.catch(() => runs.delete(id));
  return result;
}
