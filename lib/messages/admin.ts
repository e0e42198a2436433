import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { recordAdminAction } from "@/lib/admin/mutations";
import type { Actor } from "@/lib/ads/mutations";
import { archiveAd } from "@/lib/ads/mutations-status";
import { isAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/infra/db/client";
import { ads, conversations, messages, users } from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import { ADMIN_PAGE_SIZE, type ResolveAction } from "@/lib/moderation/schemas";
import { WARNING_CATEGORIES } from "@/lib/trust/warnings";
import type { Page } from "@/lib/moderation/types";
import type { ThreadReportReason, ThreadRole } from "./schemas";

// Reported threads in the admin queue (issue 31). The queue of issue 15 is per ad; a thread is a
// kind of its own beside it (GET /api/admin/reports/?kind=threads) with the same two decisions:
// archive the thread's ad (through archiveAd, with the admin's reason) or dismiss the report.
// Both close the report and are audited as the ad reports' decisions are ("report.action",
// "report.dismiss"), with the target `conversation:{id}`. The scam shield raises a thread nobody
// reported once RAISE_AFTER of its messages matched warning patterns since its last decision.

/** The messages an admin reads of a reported thread (its latest). */
const MESSAGES_SHOWN = 30;

export interface ThreadReport {
  id: number;
  ad: { id: number; title: string; price: number; status: string };
  reason: ThreadReportReason;
  note: string | null;
  reported_at: string;
  reported_by: ThreadRole | null;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  blocked: boolean;
  /** raised by the scam shield's repeated hits, not reported by a side */
  raised: boolean;
  messages: { from: ThreadRole; body: string; created_at: string; warnings: string[] }[];
}

const open = and(isNotNull(conversations.reportedAt), isNull(conversations.reportResolvedAt))!;

/** Flagged messages that raise a thread nobody reported into the queue. */
export const RAISE_AFTER = 2;
/** The text's own warnings (not `low_price`, the ad's rating, on every seller's message). */
const PATTERNS = sql.raw(`ARRAY[${WARNING_CATEGORIES.map((c) => `'${c}'`).join(",")}]::text[]`);
/** A thread's messages that matched warning patterns since its last decision: their count, the newest. */
const flagged = (what: "count(*)" | "max(m.created_at)") =>
  sql`(SELECT ${sql.raw(what)} FROM messages m WHERE m.conversation_id = ${conversations.id}
    AND m.warnings && ${PATTERNS}
    AND m.created_at > coalesce(${conversations.reportResolvedAt}, '-infinity'::timestamptz))`;
const raised = and(not(open), sql`${flagged("count(*)")} >= ${RAISE_AFTER}`)!;
/** In the queue: reported and waiting, or raised by the scam shield. */
const queued = or(open, raised)!;
/** When a thread entered the queue: its report, or its newest flagged message. */
const queuedAt = sql<Date>`CASE WHEN ${open} THEN ${conversations.reportedAt} ELSE ${flagged(
  "max(m.created_at)",
)} END`.mapWith(conversations.reportedAt);
const buyer = alias(users, "buyer");
const seller = alias(users, "seller");
const iso = (d: Date) => d.toISOString();

/** The open thread reports and the threads the scam shield raised, the longest-waiting first. */
export async function listThreadReports({ page }: { page: number }): Promise<Page<ThreadReport>> {
  const db = getDb();
  const rows = await db
    .select({
      c: conversations,
      adTitle: ads.title,
      adPrice: ads.price,
      adStatus: ads.status,
      buyerName: buyer.name,
      sellerName: seller.name,
      queuedAt,
      isOpen: sql<boolean>`${open}`.mapWith(Boolean),
    })
    .from(conversations)
    .innerJoin(ads, eq(ads.id, conversations.adId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerUserId))
    .innerJoin(seller, eq(seller.id, conversations.sellerUserId))
    .where(queued)
    .orderBy(asc(queuedAt), asc(conversations.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(conversations)
    .where(queued);
  const ids = rows.map((r) => r.c.id);
  const texts = ids.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          sender: messages.senderUserId,
          body: messages.body,
          createdAt: messages.createdAt,
          warnings: messages.warnings,
          rank: sql<number>`row_number() OVER (PARTITION BY ${messages.conversationId}
            ORDER BY ${messages.createdAt} DESC, ${messages.id} DESC)`.mapWith(Number),
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  const roleOf = (c: typeof conversations.$inferSelect, user: string | null): ThreadRole | null =>
    user === c.buyerUserId ? "buyer" : user === c.sellerUserId ? "seller" : null;
  const results = rows.map((r): ThreadReport => ({
    id: r.c.id,
    ad: { id: r.c.adId, title: r.adTitle, price: r.adPrice, status: r.adStatus },
    reason: r.isOpen ? (r.c.reportReason ?? "other") : "scam",
    note: r.isOpen ? r.c.reportNote : null,
    reported_at: iso(r.queuedAt),
    reported_by: r.isOpen ? roleOf(r.c, r.c.reportedBy) : null,
    buyer: { id: r.c.buyerUserId, name: r.buyerName },
    seller: { id: r.c.sellerUserId, name: r.sellerName },
    blocked: r.c.blockedBySellerAt !== null,
    raised: !r.isOpen,
    messages: texts
      .filter((m) => m.conversationId === r.c.id && m.rank <= MESSAGES_SHOWN)
      .map((m) => ({
        from: roleOf(r.c, m.sender) ?? "buyer",
        body: m.body,
        created_at: iso(m.createdAt),
        warnings: m.warnings,
      })),
  }));
  return { results, count: total };
}

/**
 * An admin's decision on a reported thread: "archive" archives its ad (as for an ad's reports,
 * with the reason) and closes the report as actioned; "dismiss" closes it. Idempotent: a second
 * click finds no open report and answers resolved 0.
 */
export async function resolveThreadReport({
  id,
  action,
  reason,
  actor,
}: {
  id: number;
  action: ResolveAction;
  reason?: string;
  actor: Actor;
}) {
  if (!isAdmin(actor)) throw new AppError("forbidden", "Only admins may do this.");
  const db = getDb();
  const [thread] = await db
    .select({
      adId: conversations.adId,
      adStatus: ads.status,
      reported: sql<boolean>`${open}`.mapWith(Boolean),
    })
    .from(conversations)
    .innerJoin(ads, eq(ads.id, conversations.adId))
    .where(eq(conversations.id, id))
    .limit(1);
  if (!thread) throw new AppError("not_found", "Conversation not found.");
  // archiveAd runs its own transaction (PGlite: not inside another, lib/moderation/mutations.ts)
  if (action === "archive" && thread.adStatus === "active")
    await archiveAd({ id: thread.adId, actor, as: "admin", reason });
  const resolved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(conversations)
      .set({ reportResolvedAt: new Date() })
      .where(and(eq(conversations.id, id), queued))
      .returning({ reason: conversations.reportReason });
    if (rows.length === 0) return 0;
    await recordAdminAction(tx, {
      actorUserId: actor.id,
      action: action === "archive" ? "report.action" : "report.dismiss",
      target: `conversation:${id}`,
      details: {
        kind: "thread",
        ad_id: thread.adId,
        // a raised thread's report is its resolution alone (nobody reported it)
        reason: thread.reported ? rows[0].reason : "raised",
      },
    });
    return 1;
  });
  return { id, action, resolved };
}
