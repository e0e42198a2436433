// The two answers of the "still for sale?" e-mail. Client-safe.
export const FRESHNESS_ANSWERS = ["keep", "sold"] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];
/** Where a car answered "sold" was sold, if the seller says (issue 32): here or elsewhere. */
export const SOLD_WHERE = ["here", "elsewhere"] as const;
export type SoldWhere = (typeof SOLD_WHERE)[number];
