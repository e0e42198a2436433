import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ads } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { AdIndex } from "@/lib/search/ad-index";
import { searchOrderBy, searchWhere } from "@/lib/search/filters.sql";
import { getSearchIndex } from "@/lib/search/live-index";
import { countQuery, indexColumns } from "@/lib/search/queries";
import type { SearchFilters } from "@/lib/search/schemas";

// What a user's saved searches match (ARCHITECTURE.md §4.10): active ads, never the user's own. The
// in-process search index answers for every search at once; the user's own ads (usually none) are
// a tiny index of their own, subtracted. SEARCH_INDEX=0 asks the database, as the search does.

export interface UserMatcher {
  /** Matching active ads, not the user's own (the counts of GET /api/saved-searches/). */
  count(filters: SearchFilters): Promise<number>;
  /** The newest matches' ids, newest first, at most `limit`. */
  newest(filters: SearchFilters, limit: number): Promise<number[]>;
  /**
   * A saved search's figures at once (one pass of the index): `total`, every active match as the
   * search API counts it (the user's own included, so it equals the search the card opens);
   * `since`, the matches created at or after each instant, and `newest`, not the user's own.
   */
  profile(
    filters: SearchFilters,
    sinceMs: number[],
    newest: number,
  ): Promise<{ total: number; since: number[]; newest: number[] }>;
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
    profile: async (f, sinceMs, newest) => {
      const all = index.profile(f, sinceMs, newest + ownIds.size);
      const mine = own.profile(f, sinceMs, 0);
      return {
        total: all.count,
        since: all.since.map((n, i) => Math.max(0, n - mine.since[i])),
        newest: all.newest.filter((id) => !ownIds.has(id)).slice(0, newest),
      };
    },
  };
}

function sqlMatcher(userId: string): UserMatcher {
  const where = (f: SearchFilters) =>
    and(searchWhere(f), sql`${ads.sellerUserId} IS DISTINCT FROM ${userId}`);
  const countWhere = async (condition: ReturnType<typeof where>) =>
    (
      await getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(ads)
        .where(condition)
    )[0].n;
  const since = (f: SearchFilters, ms: number) => ({
    ...f,
    created_after: new Date(
      Math.max(ms, Date.parse(f.created_after ?? "1970-01-01")),
    ).toISOString(),
  });
  const matcher: UserMatcher = {
    count: (f) => countWhere(where(f)),
    newest: async (f, limit) =>
      (
        await getDb()
          .select({ id: ads.id })
          .from(ads)
          .where(where(f))
          .orderBy(...searchOrderBy(NEWEST.ordering))
          .limit(limit)
      ).map((r) => r.id),
    profile: async (f, sinceMs, newest) => {
      const [total, counts, ids] = await Promise.all([
        countQuery(f).then(([{ n }]) => n),
        Promise.all(sinceMs.map((ms) => matcher.count(since(f, ms)))),
        matcher.newest(f, newest),
      ]);
      return { total, since: counts, newest: ids };
    },
  };
  return matcher;
}
