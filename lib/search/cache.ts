import "server-only";

/**
 * A small in-process cache with a time to live and a size bound: search answers repeat a lot
 * (the bare home page above all), and a marketplace list may lag a new ad by a few seconds.
 * Each web instance keeps its own; `SEARCH_CACHE_SECONDS=0` turns it off.
 */
export function ttlCache<V>(ttlMs: number, max: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return async function cached(key: string, load: () => Promise<V>): Promise<V> {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.delete(key);
    entries.set(key, { at: now, value });
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    value.catch(() => entries.delete(key)); // a failure is not remembered
    return value;
  };
}
