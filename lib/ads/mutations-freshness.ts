import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { checkedMsSql, notAsked, ownActive, unanswered } from "@/lib/freshness/conditions";
import { writeAds } from "./write";

// The writes of "fresh listings" (issue 15): the "still for sale?" e-mail's marks, its two answers
// and the archive after a week without one. Only active ads of our own source take part
// (lib/freshness/conditions.ts says which). The seller's renewal from My Ads is ./mutations-status.ts.

type Exec = Pick<Db, "update">;

/**
 * Marks these ads asked at `now`, if they are still active, own, unconfirmed since `staleBefore`
 * and not asked yet (a compare-and-set: a second runner marks none of them again). Answers the
 * ads it marked with the checked_at their links must sign.
 */
export async function markFreshnessAsked(
  { ids, now, staleBefore }: { ids: number[]; now: Date; staleBefore: Date },
  db: Exec = getDb(),
): Promise<{ id: number; checkedMs: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(ads)
    .set({ freshnessAskedAt: now })
    .where(and(inArray(ads.id, ids), ownActive, lt(ads.checkedAt, staleBefore), notAsked))
    .returning({ id: ads.id, checkedMs: checkedMsSql });
  // asking is not an edit: updated_date stays (drizzle/0008), the search index has nothing to read
  return rows.map((r) => ({ id: r.id, checkedMs: Number(r.checkedMs) }));
}

const sameCheck = (checkedMs: number) => sql`${checkedMsSql} = ${String(checkedMs)}`;

/**
 * "Yes, still for sale": checked_at = now and the question is answered, for an active own ad
 * still at the checked_at its link signed (so a link works once). False when nothing changed.
 */
export function confirmStillForSale({ id, checkedMs }: { id: number; checkedMs: number }) {
  return writeAds(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ checkedAt: sql`now()`, freshnessAskedAt: null })
      .where(and(eq(ads.id, id), ownActive, sameCheck(checkedMs)))
      .returning({ id: ads.id });
    return { result: rows.length > 0, ads: rows.map((r) => r.id) };
  });
}

/**
 * "Sold": the ad leaves search, sitemaps and alerts (they read active ads only) and its page
 * shows it sold (components/ad-detail/ad-header.tsx; schema.org OutOfStock). False when
 * nothing changed. Why and when it ended are stored with it (end_reason 'sold', ended_at now; issue 32).
 */
export function markSold({ id, checkedMs }: { id: number; checkedMs: number }) {
  return writeAds(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ status: "sold", freshnessAskedAt: null, endReason: "sold", endedAt: sql`now()` })
      .where(and(eq(ads.id, id), ownActive, sameCheck(checkedMs)))
      .returning({ id: ads.id });
    return { result: rows.length > 0, ads: rows.map((r) => r.id) };
  });
}

/**
 * Says where a car answered "sold" was sold (the optional follow-up of the answer's page, issue 32):
 * end_reason 'sold' becomes 'sold_here' or 'sold_elsewhere', and back, for the sold ad still at the
 * checked_at its link signed; ended_at stays. False when nothing changed.
 */
export function setSoldWhere({
  id,
  checkedMs,
  endReason,
}: {
  id: number;
  checkedMs: number;
  endReason: "sold_here" | "sold_elsewhere";
}) {
  return writeAds(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ endReason })
      .where(
        and(
          eq(ads.id, id),
          eq(ads.status, "sold"),
          eq(ads.source, "own"),
          inArray(ads.endReason, ["sold", "sold_here", "sold_elsewhere"]),
          sameCheck(checkedMs),
        ),
      )
      .returning({ id: ads.id });
    return { result: rows.length > 0, ads: rows.map((r) => r.id) };
  });
}

/**
 * Archives the active own ads asked before `askedBefore` and not confirmed since (a week without
 * an answer), with why and when they ended (end_reason 'unconfirmed', not a sale; ended_at now;
 * issue 32). Each row is archived by exactly one caller, which gets it back for its e-mail; the
 * caller runs it inside the write pipeline's transaction (lib/freshness/run.ts, ./write.ts), whose
 * effects follow the commit.
 */
export async function archiveStale(
  {
    askedBefore,
    ids,
  }: { askedBefore: Date; /** only these (the run's e-mail of one seller) */ ids?: number[] },
  db: Exec = getDb(),
): Promise<{ id: number; sellerUserId: string | null }[]> {
  const rows = await db
    .update(ads)
    .set({ status: "archived", endReason: "unconfirmed", endedAt: sql`now()` })
    .where(and(ids ? inArray(ads.id, ids) : undefined, ownActive, unanswered(askedBefore)))
    .returning({ id: ads.id, sellerUserId: ads.sellerUserId });
  return rows;
}
