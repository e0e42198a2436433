// Name matching for the registry: "Škoda", "skoda", "ŠKODA", "%C5%A0koda", "Land Rover", "land-rover"
// and "landrover" all find the same make. Pure, client-safe.
import { slugify } from "./slug";

/** Everyday short names that are not spellings of the full name. */
const MAKE_ALIASES: Record<string, string> = {
  vw: "volkswagen",
  mercedes: "mercedes-benz",
  benz: "mercedes-benz",
  chevy: "chevrolet",
};

/** Decodes a URL-encoded name once; a malformed escape leaves the text as it is. */
export function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

const compact = (slug: string) => slug.replace(/-/g, "");

/** Keys a registry entry is indexed under (its own slug and the keys of its name). */
export function indexKeys(slug: string, name: string): string[] {
  const fromName = slugify(name);
  return [...new Set([slug, fromName, compact(slug), compact(fromName)])].filter(Boolean);
}

/** Keys to try, in order, for a name typed by a person or taken from a URL. */
export function queryKeys(raw: string, { makeAliases = false } = {}): string[] {
  const slug = slugify(decodeName(raw));
  const keys = [slug, compact(slug)];
  if (makeAliases && MAKE_ALIASES[compact(slug)]) keys.push(MAKE_ALIASES[compact(slug)]);
  return [...new Set(keys)].filter(Boolean);
}

/**
 * Builds a look-up by every index key. Keys are given in priority order: every entry's own slug
 * is placed before any derived key, so a derived key never hides another entry's slug.
 */
export function buildLookup<T>(items: T[], keys: (item: T) => string[]): Map<string, T> {
  const map = new Map<string, T>();
  const all = items.map(keys);
  const depth = Math.max(0, ...all.map((k) => k.length));
  for (let level = 0; level < depth; level++) {
    items.forEach((item, i) => {
      const k = all[i][level];
      if (k && !map.has(k)) map.set(k, item);
    });
  }
  return map;
}

export function lookup<T>(
  map: Map<string, T>,
  raw: string,
  opts?: { makeAliases?: boolean },
): T | undefined {
  for (const k of queryKeys(raw, opts)) {
    const hit = map.get(k);
    if (hit) return hit;
  }
  return undefined;
}
