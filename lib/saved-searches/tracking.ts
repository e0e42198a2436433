// Opening a saved search from its link (seed 000 §2.5). Free of zod, for the search page's islands.

/** The id of a search's card on /saved-searches, for a link straight to it. */
export const savedSearchAnchor = (id: number) => `saved-search-${id}`;

/** The search page parameter naming the saved search it was opened from. */
export const TRACKING_PARAM = "tracking_id";

/** The link that opens a saved search and marks it viewed. */
export function trackedUri(uri: string, id: number): string {
  const [path, query = ""] = uri.split("?", 2);
  const q = new URLSearchParams(query);
  q.set(TRACKING_PARAM, String(id));
  return `${path}?${q}`;
}
