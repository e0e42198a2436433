// The last search URL per make/model and overall (seed 000 §4), kept in localStorage under
// `vozovna:lastSearch` as { [key]: { url, ts } }. The search page writes it; the mobile search
// tab goes back to it. Client-only: every function is a no-op on the server.
export const LAST_SEARCH_KEY = "vozovna:lastSearch";
const MAX_ENTRIES = 50;

type Entry = { url: string; ts: number };
type Store = Record<string, Entry>;

const keyFor = (make?: string | null, model?: string | null) =>
  make ? (model ? `${make}/${model}` : make) : "all";

// Only paths of this site: never an absolute or protocol-relative URL.
const isLocalPath = (url: unknown): url is string =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");

function read(): Store {
  try {
    const raw = window.localStorage.getItem(LAST_SEARCH_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== "object") return {};
    const out: Store = {};
    for (const [k, v] of Object.entries(parsed as Record<string, Partial<Entry>>)) {
      if (isLocalPath(v?.url) && typeof v.ts === "number") out[k] = { url: v.url, ts: v.ts };
    }
    return out;
  } catch {
    return {};
  }
}

/** Remembers `url` (path + query of a search page) for all makes, the make and the make/model. */
export function rememberSearch(url: string, make?: string | null, model?: string | null) {
  if (typeof window === "undefined" || !isLocalPath(url)) return;
  const store = read();
  const entry = { url, ts: Date.now() };
  store.all = entry;
  if (make) store[keyFor(make)] = entry;
  if (make && model) store[keyFor(make, model)] = entry;
  const kept = Object.entries(store)
    .sort((a, b) => b[1].ts - a[1].ts)
    .slice(0, MAX_ENTRIES);
  try {
    window.localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled (private mode): remembering is a convenience only.
  }
}

/** The remembered URL for a make (and model) when given, otherwise the latest search of all. */
export function lastSearchUrl(make?: string | null, model?: string | null): string | null {
  if (typeof window === "undefined") return null;
  return read()[keyFor(make, model)]?.url ?? null;
}
