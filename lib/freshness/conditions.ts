import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { ads } from "@/lib/infra/db/schema";

// Which ads the freshness run looks at (issue 15), shared by its reads (lib/freshness/queries.ts)
// and its writes (lib/ads/mutations-freshness.ts). A question belongs to one confirmation:
// freshness_asked_at later than checked_at. An edit or a confirmation moves checked_at past it, so
// the old question (and its links, signed with the old checked_at) no longer counts, whoever moved it.

/** Active ads of our own source: imported ones are refreshed by their import, never asked. */
export const ownActive = and(eq(ads.status, "active"), eq(ads.source, "own"));

/** Not asked since the last confirmation. */
export const notAsked = or(isNull(ads.freshnessAskedAt), lt(ads.freshnessAskedAt, ads.checkedAt));

/** Asked before `askedBefore` and not confirmed since. */
export const unanswered = (askedBefore: Date) =>
  and(lt(ads.freshnessAskedAt, askedBefore), lt(ads.checkedAt, ads.freshnessAskedAt));

/** checked_at in whole milliseconds, exact on both drivers (the links sign this number). */
export const checkedMsSql = sql<string>`floor(extract(epoch from ${ads.checkedAt}) * 1000)::bigint::text`;
