import type { AdListItem } from "@/lib/ads/types";
import type { SearchFilters } from "../schemas";

/**
 * A search over the active ads, a car once (its best matching listing, ARCHITECTURE.md §4.17).
 * Every caller of a search goes through one: the search API and pages (../search.ts), saved
 * searches and their alerts (`forUser`: lib/saved-searches/queries.ts, lib/notifications/alerts.ts).
 */
export interface SearchEngine {
  /** How many active ads match, exactly. */
  count(filters: SearchFilters): Promise<number>;
  /** The exact count and the ids of one page of `pageSize`, in the filters' ordering and page. */
  page(filters: SearchFilters, pageSize: number): Promise<{ count: number; ids: number[] }>;
  /** The result cards of these ids, in this order (an ad that left meanwhile is left out). */
  cards(ids: number[]): Promise<AdListItem[]>;
  /** The searches of one user's saved searches, which never count the user's own ads. */
  forUser(userId: string): Promise<UserMatcher>;
}

/** What a user's saved searches match: active ads, never the user's own (ARCHITECTURE.md §4.10). */
export interface UserMatcher {
  /** Matching active ads, not the user's own (the counts of GET /api/saved-searches/). */
  count(filters: SearchFilters): Promise<number>;
  /** The newest matches' ids, newest first, at most `limit`. */
  newest(filters: SearchFilters, limit: number): Promise<number[]>;
  /**
   * A saved search's figures at once: `total`, every active match as the search API counts it
   * (the user's own included, so it equals the search the card opens); `since`, the matches
   * created at or after each instant (ms), and `newest`, not the user's own.
   */
  profile(
    filters: SearchFilters,
    sinceMs: number[],
    newest: number,
  ): Promise<{ total: number; since: number[]; newest: number[] }>;
}

/** The ordering and page of "the newest matches". */
export const NEWEST = { ordering: "update", page: 1 } as const;
