import "server-only";
import { and, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { searchOrderBy, searchWhere } from "../filters.sql";
import { countQuery, findActiveAdsByIds, pageQuery } from "../queries";
import type { SearchFilters } from "../schemas";
import { NEWEST, type SearchEngine, type UserMatcher } from "./types";

// The same search straight in the database (SEARCH_INDEX=0), on the covering indexes of
// drizzle/0002: the answers of the in-process index, much slower at size.

export const sqlEngine: SearchEngine = {
  count: async (filters) => (await countQuery(filters))[0].n,

  async page(filters, pageSize) {
    const [[{ n }], ids] = await Promise.all([countQuery(filters), pageQuery(filters, pageSize)]);
    return { count: n, ids: ids.map((r) => r.id) };
  },

  cards: findActiveAdsByIds,

  forUser: async (userId) => sqlMatcher(userId),
};

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
        sqlEngine.count(f),
        Promise.all(sinceMs.map((ms) => matcher.count(since(f, ms)))),
        matcher.newest(f, newest),
      ]);
      return { total, since: counts, newest: ids };
    },
  };
  return matcher;
}
