import "server-only";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/infra/errors";
import { getDb, type Db } from "@/lib/infra/db/client";
import { SELLER_END_REASONS } from "@/lib/enums";
import { adminAuditLog, ads } from "@/lib/infra/db/schema";
import { queueArchiveNotice, readArchiveNotice } from "@/lib/moderation/archive-notice";
import { managedAd, type Actor } from "./mutations";
import { ownsAd } from "./policy";
import { getAdViewerOf } from "./viewer";
import { writeAds } from "./write";

// An ad leaving sale and coming back (seed 001 §4 lifecycle): the archive by its seller or an
// admin, with why it ended (issue 32: end_reason and ended_at, the seller's answer required, an
// admin's archive 'moderated'), and the seller's renewal from My Ads, which clears them. The other
// ways an ad ends keep their own writers: the freshness e-mail's answers and its archive after a
// week (./mutations-freshness.ts), an import's or a dealer feed's vanished listings
// (./mutations-import.ts, ./mutations-dealer-feed.ts).

/** What a seller may answer when archiving their own ad (issue 32). */
export type SellerEndReason = (typeof SELLER_END_REASONS)[number];

/**
 * Archives an ad (seed 001 §4 lifecycle). The owner route lets the ad's seller or an admin do it,
 * the admin route (`as: "admin"`) admins only; both are checked here on every call. An admin
 * archiving through the admin route or someone else's ad must give a reason: it is written to the
 * audit log with the action and mailed to the seller (in their language) in the same transaction.
 * Archiving an archived ad answers the same (idempotent); a missing or deleted ad is 404.
 *
 * Why it ended (issue 32) is stored in the same write with ended_at = now(): the seller archiving
 * their own ad must say why (`endReason`, one of SELLER_END_REASONS, else 400 with the
 * "endReasons.errors.required" message); an admin's archive stores 'moderated'.
 */
export async function archiveAd({
  id,
  actor,
  as = "owner",
  reason,
  endReason,
}: {
  id: number;
  actor: Actor;
  as?: "owner" | "admin";
  /** the admin's reason (archiveReasonSchema), required unless the seller archives their own ad */
  reason?: string;
  /** the seller's answer to "why does the ad end?", required when they archive their own ad */
  endReason?: SellerEndReason;
}) {
  const db = getDb();
  const { ad, viewer } = await managedAd(db, id, actor, { adminOnly: as === "admin" });
  // The owner route by the ad's own seller is not an admin action (no audit entry, no e-mail).
  const owner = as === "owner" && ownsAd({ viewer, ad });
  if (!owner && !reason)
    throw new AppError("bad_request", "An admin's archive needs a reason.", {
      reason: "adminArchive.errors.reasonRequired",
    });
  if (owner && !(SELLER_END_REASONS as readonly string[]).includes(endReason ?? ""))
    throw new AppError("bad_request", "Say why the ad ends.", {
      endReason: "endReasons.errors.required",
    });
  if (ad.status !== "archived") {
    const notice = owner
      ? null
      : await readArchiveNotice({ db, adId: id, sellerProfileId: ad.sellerProfileId });
    await writeAds(async (tx) => {
      const changed = await tx
        .update(ads)
        .set({
          status: "archived",
          updatedDate: new Date(),
          endReason: owner ? endReason : "moderated",
          endedAt: sql`now()`,
        })
        .where(and(eq(ads.id, id), notInArray(ads.status, ["archived", "deleted"])))
        .returning({ id: ads.id });
      if (!owner && changed.length > 0) {
        await recordAdminAction(tx, {
          actorUserId: actor.id,
          action: "ad.archive",
          target: `ad:${id}`,
          details: { route: as, from: ad.status, reason },
        });
        if (notice) await queueArchiveNotice(notice, reason!, tx);
      }
      return { result: undefined, ads: [id] };
    });
  }
  return { id, status: "archived" as const };
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
