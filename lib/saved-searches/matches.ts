import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ads } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { AdIndex } from "@/lib/search/ad-index";
import { searchOrderBy, searchWhere } from "@/lib/search/filters.sql";
import { getSearchIndex } from "@/lib/search/live-index";
import { indexColumns } from "@/lib/search/queries";
import type { SearchFilters } from "@/lib/search/schemas";

// What a user's saved searches match (DESIGN.md §4.10): active ads, never the user's own. The
// in-process search index answers for every search at once; the user's own ads (usually none) are
// a tiny index of their own, subtracted. SEARCH_INDEX=0 asks the database, as the search does.

export interface UserMatcher {
  /** Matching active ads, not the user's own (the counts of GET /api/saved-searches/). */
  count(filters: SearchFilters): Promise<number>;
  /** The newest matches' ids, newest first, at most `limit`. */
  newest(filters: SearchFilters, limit: number): Promise<number[]>;
}

const NEWEST = { ordering: "update", page: 1 } as const;

/** A matcher for this user (one database read for the user's own active ads). */
export async function matcherFor(userId: string): Promise<UserMatcher> {
  if (!getEnv().SEARCH_INDEX) return sqlMatcher(userId);
  const [index, ownRows] = await Promise.all([
    getSearchIndex(),
    getDb()
      .select(indexColumns)
      .from(ads)
      .where(and(eq(ads.status, "active"), eq(ads.sellerUserId, userId)))
      .orderBy(asc(ads.id)),
  ]);
  const own = AdIndex.build(ownRows);
  const ownIds = new Set(ownRows.map((r) => r.id));
  return {
    count: async (f) => Math.max(0, index.count(f) - own.count(f)),
    newest: async (f, limit) =>
      index
        .search({ ...f, ...NEWEST }, limit + ownIds.size)
        .ids.filter((id) => !ownIds.has(id))
        .slice(0, limit),
  };
}

function sqlMatcher(userId: string): UserMatcher {
  const where = (f: SearchFilters) =>
    and(searchWhere(f), sql`${ads.sellerUserId} IS DISTINCT FROM ${userId}`);
  return {
    count: async (f) =>
      (
        await getDb()
          .select({ n: sql<number>`count(*)::int` })
          .from(ads)
          .where(where(f))
      )[0].n,
    newest: async (f, limit) =>
      (
        await getDb()
          .select({ id: ads.id })
          .from(ads)
          .where(where(f))
          .orderBy(...searchOrderBy(NEWEST.ordering))
          .limit(limit)
      ).map((r) => r.id),
  };
}
