// The two answers of the "still for sale?" e-mail. Client-safe.
export const FRESHNESS_ANSWERS = ["keep", "sold"] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];
