import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/infra/errors";
import type { Actor } from "@/lib/ads/mutations";
import { archiveAd } from "@/lib/ads/mutations-status";
import { ownsAd } from "@/lib/ads/policy";
import { getAdViewerOf } from "@/lib/ads/viewer";
import { isAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/infra/db/client";
import { adReports, ads } from "@/lib/infra/db/schema";
import type { QueueKind, ReportStatus, ResolveAction, UserReportReason } from "./schemas";

/**
 * A signed-in user reports an active ad (issue 15). Not their own (403 forbidden.own_ad); a
 * missing, deleted, archived or sold ad is 404: only what is for sale can be reported. One
 * report per user and ad, ever: a second one (also after an admin resolved the first) changes
 * nothing and answers "already_reported".
 */
export async function reportAd({
  user,
  adId,
  reason,
  note,
}: {
  user: Actor;
  adId: number;
  reason: UserReportReason;
  note?: string;
}): Promise<ReportStatus> {
  const db = getDb();
  const [ad] = await db
    .select({ status: ads.status, sellerProfileId: ads.sellerProfileId })
    .from(ads)
    .where(eq(ads.id, adId))
    .limit(1);
  if (!ad || ad.status !== "active") throw new AppError("not_found", "Ad not found.");
  if (ownsAd({ viewer: await getAdViewerOf({ user, ad }), ad }))
    throw new AppError("forbidden.own_ad", "You cannot report your own ad.");
  const inserted = await db
    .insert(adReports)
    .values({ adId, reporterUserId: user.id, reason, note: note?.trim() || null })
    .onConflictDoNothing()
    .returning({ id: adReports.id });
  return inserted.length ? "reported" : "already_reported";
}

/** Which open rows of the ad a decision covers: users' reports, the system's flags, or both. */
const kindFilter = (kind?: QueueKind) =>
  kind === "reports"
    ? isNotNull(adReports.reporterUserId)
    : kind === "vin"
      ? and(isNull(adReports.reporterUserId), eq(adReports.reason, "duplicate_vin"))
      : undefined;

/**
 * An admin's decision on an ad of the queue. "archive" archives the ad through archiveAd (which
 * audits "ad.archive") and marks every open report and flag of it `actioned` ("report.action");
 * "dismiss" marks the open rows of `kind` (all when not given) `dismissed` ("report.dismiss").
 * Idempotent: a second click finds nothing open, writes nothing and answers resolved 0.
 *
 * archiveAd runs its own transaction and PGlite serialises every query of the process, so the
 * report rows are resolved in a second one after it (a nested call would wait on itself). If that
 * second step fails, the reports stay open on an archived ad and the next click completes it.
 */
export async function resolveAd({
  adId,
  action,
  kind,
  reason,
  actor,
}: {
  adId: number;
  action: ResolveAction;
  kind?: QueueKind;
  /** the admin's reason of an archive (resolveSchema requires it) */
  reason?: string;
  actor: Actor;
}) {
  if (!isAdmin(actor)) throw new AppError("forbidden", "Only admins may do this.");
  const db = getDb();
  const [ad] = await db.select({ status: ads.status }).from(ads).where(eq(ads.id, adId)).limit(1);
  if (!ad) throw new AppError("not_found", "Ad not found.");
  // a deleted ad is gone already: archiving it is refused by archiveAd, its reports still close
  if (action === "archive" && ad.status !== "deleted")
    await archiveAd({ id: adId, actor, as: "admin", reason });
  const status = action === "archive" ? "actioned" : "dismissed";
  const resolved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(adReports)
      .set({ status, resolvedAt: new Date(), resolvedBy: actor.id })
      .where(
        and(
          eq(adReports.adId, adId),
          eq(adReports.status, "open"),
          action === "archive" ? undefined : kindFilter(kind),
        ),
      )
      .returning({ id: adReports.id, reason: adReports.reason });
    if (rows.length === 0) return 0;
    await recordAdminAction(tx, {
      actorUserId: actor.id,
      action: action === "archive" ? "report.action" : "report.dismiss",
      target: `ad:${adId}`,
      details: {
        report_ids: rows.map((r) => r.id),
        reasons: countBy(rows.map((r) => r.reason)),
        before: { status: "open" },
        after: { status },
        ...(action === "dismiss" && kind ? { kind } : {}),
      },
    });
    return rows.length;
  });
  return { id: adId, action, resolved };
}

function countBy(values: string[]) {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
