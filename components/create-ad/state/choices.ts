// The make and model grids' lists (seed 001 §2.4, §5): 18 shown by default, all on request, and a
// diacritics-insensitive substring search capped at 50 results. Client-safe.
import { asciiName } from "@/lib/registry/slug";

export const GRID_DEFAULT = 18;
export const SEARCH_CAP = 50;

export interface GridChoice {
  name: string;
  popular: boolean;
  logo?: string;
}

const fold = (s: string) => asciiName(s).toLowerCase().trim();

/**
 * What the grid shows: the search's matches (≤ 50) or everything, by name; by default the 18 first
 * in the given order (the registry's Czech popularity), popular ones first.
 */
export function visibleChoices<T extends GridChoice>(
  items: T[],
  { query, showAll }: { query: string; showAll: boolean },
): T[] {
  const q = fold(query);
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, "cs"));
  if (q) return sorted.filter((i) => fold(i.name).includes(q)).slice(0, SEARCH_CAP);
  if (showAll) return sorted;
  const popular = items.filter((i) => i.popular);
  return [...popular, ...items.filter((i) => !i.popular)].slice(0, GRID_DEFAULT);
}
