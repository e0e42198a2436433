// A saved search's name (seed 000 §5). Free of zod, so the save button carries no schema library.

export const SAVED_SEARCH_NAME_MAX = 100;

/** The name a search gets when the user gives none: make plus comma-joined models. */
export function defaultSearchName(make: string | null, models: string[], fallback: string): string {
  const name = make ? [make, models.join(", ")].filter(Boolean).join(" ") : fallback;
  return cutName(name);
}

/** A name cut at 100 characters (by code points, so no half of a surrogate pair is left). */
export const cutName = (name: string) =>
  Array.from(name.trim()).slice(0, SAVED_SEARCH_NAME_MAX).join("").trim();
