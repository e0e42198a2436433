// The last search URL, remembered per make/model and for all makes (seed 000 §4); the app
// shell's search tab returns to it. Client-only: localStorage key `vozovna:lastSearch`.
const KEY = "vozovna:lastSearch";
const ALL = "all";

export interface LastSearchEntry {
  url: string;
  ts: number;
}
type Store = Record<string, LastSearchEntry>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

/** Remembers `url` for `all`, for the make and for the make/model pair (each with a timestamp). */
export function rememberSearch(url: string, make?: string, model?: string) {
  if (typeof window === "undefined") return;
  const store = read();
  const entry = { url, ts: Date.now() };
  store[ALL] = entry;
  if (make) store[make] = entry;
  if (make && model) store[`${make}/${model}`] = entry;
  try {
    localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // storage full or disabled: nothing to remember
  }
}

/** The most recent search URL (of all makes), or null. */
export function lastSearchUrl(): string | null {
  if (typeof window === "undefined") return null;
  const entry = read()[ALL];
  return entry && typeof entry.url === "string" ? entry.url : null;
}
