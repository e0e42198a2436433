import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb, type Db } from "@/lib/infra/db/client";
import { adminAuditLog, ads } from "@/lib/infra/db/schema";
import { checkedMsSql, notAsked, ownActive, unanswered } from "@/lib/freshness/conditions";
import { writeAds } from "./write";
import type { Actor } from "./mutations";
import { ownsAd } from "./policy";
import { getAdViewerOf } from "./viewer";

// The writes of "fresh listings" (issue 15): the "still for sale?" e-mail's marks, its two answers,
// the archive after a week without one, and the seller's renewal from My Ads. Only active ads of
// our own source take part (lib/freshness/conditions.ts says which).

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
 * an answer). Each row is archived by exactly one caller, which gets it back for its e-mail; the
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
    .set({ status: "archived" })
    .where(and(ids ? inArray(ads.id, ids) : undefined, ownActive, unanswered(askedBefore)))
    .returning({ id: ads.id, sellerUserId: ads.sellerUserId });
  return rows;
}

/** Whether an admin archived the ad after its last confirmation (the audit log says so). */
async function archivedByAdmin(db: Db, id: number, checkedAt: Date) {
  const [entry] = await db
    .select({ at: adminAuditLog.at })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.target, `ad:${id}`), eq(adminAuditLog.action, "ad.archive")))
    .orderBy(desc(adminAuditLog.at))
    .limit(1);
  return !!entry && entry.at >= checkedAt;
}

/**
 * Puts an archived or sold ad back on sale (My Ads' "Obnovit inzerát"): its seller only, not an
 * admin on someone's behalf, and not an ad an admin archived (moderation is not undone by the
 * seller). Sold ads too: a sale falls through, or "Prodáno" was clicked by mistake. The ad is
 * confirmed now (checked_at), so the next question comes in 30 days. An active ad answers the same.
 */
export async function renewAd({ id, actor }: { id: number; actor: Actor }) {
  const db = getDb();
  const [ad] = await db
    .select({
      status: ads.status,
      source: ads.source,
      sellerProfileId: ads.sellerProfileId,
      checkedAt: ads.checkedAt,
    })
    .from(ads)
    .where(eq(ads.id, id))
    .limit(1);
  if (!ad || ad.status === "deleted") throw new AppError("not_found", "Ad not found.");
  const viewer = await getAdViewerOf({ user: actor, ad });
  if (!ownsAd({ viewer, ad }) || ad.source !== "own")
    throw new AppError("forbidden", "Only the ad's seller may renew it.");
  if (ad.status === "active") return { id, status: "active" as const };
  if (ad.status === "archived" && (await archivedByAdmin(db, id, ad.checkedAt)))
    throw new AppError("forbidden", "An administrator archived this ad; it cannot be renewed.");
  await writeAds(async (tx) => {
    await tx
      .update(ads)
      .set({
        status: "active",
        checkedAt: sql`now()`,
        freshnessAskedAt: null,
        // back on sale: it has not ended (issue 32)
        endReason: null,
        endedAt: null,
      })
      .where(and(eq(ads.id, id), inArray(ads.status, ["archived", "sold"])));
    return { result: undefined, ads: [id] };
  });
  return { id, status: "active" as const };
}
