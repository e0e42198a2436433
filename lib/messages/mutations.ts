import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { lockKey } from "@/lib/infra/db/xact-lock";
import {
  ads,
  conversations,
  messages,
  priceRatings,
  type ConversationRow,
} from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import { warningCategories, type MessageWarning } from "@/lib/trust/warnings";
import { MESSAGE_LIMITS, NEW_THREADS_PER_DAY } from "./limits";
import { asReaderMessages, threadOf } from "./queries";
import type { ReportThreadInput, SentMessage } from "./schemas";
import { countAdEvent } from "@/lib/stats/counter";

// Writing messages (issue 31): a buyer's first message to an ad's seller (a new thread or the one
// they have), a reply in a thread, a seller's block and either side's report. Every message goes
// through deliver(), which checks the block and the limits inside one transaction per sender.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The neutral refusal of a blocked sender: it does not say that the seller blocked them. */
const undeliverable = () =>
  new AppError("forbidden.undeliverable", "This message cannot be delivered.");

/** An ad a buyer may write about, or the reason why not. */
export async function messageableAd(tx: Pick<Db, "select">, adId: number, senderId: string | null) {
  const [ad] = await tx
    .select({
      id: ads.id,
      status: ads.status,
      source: ads.source,
      sellerUserId: ads.sellerUserId,
    })
    .from(ads)
    .where(eq(ads.id, adId))
    .limit(1);
  if (!ad || ad.status === "deleted") throw new AppError("not_found", "Ad not found.");
  // an imported ad's seller is not ours to message: its outbound link stays the way to them
  if (ad.source !== "own" || !ad.sellerUserId)
    throw new AppError(
      "forbidden.imported_ad",
      "This ad was imported: contact its seller through the original listing.",
    );
  if (senderId !== null && ad.sellerUserId === senderId)
    throw new AppError("forbidden.own_ad", "You cannot message your own ad.");
  return { ...ad, sellerUserId: ad.sellerUserId };
}

/** Whether the seller blocked this buyer in any of their threads. */
async function isBlocked(tx: Tx, sellerUserId: string, buyerUserId: string) {
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.sellerUserId, sellerUserId),
        eq(conversations.buyerUserId, buyerUserId),
        isNotNull(conversations.blockedBySellerAt),
      ),
    )
    .limit(1);
  return !!row;
}

const limited = (what: string, seconds: number) =>
  new AppError("rate_limited.messages", `Too many messages ${what}.`, undefined, {
    retry_after_seconds: seconds,
  });

/** The sender's limits (lib/messages/limits.ts), counted from the stored messages. */
async function checkLimits(tx: Tx, senderId: string, adId: number, newThread: boolean) {
  const [c] = rowsOf<{ hour: number; day: number; ad_day: number; threads_day: number }>(
    await tx.execute(sql`
      SELECT
        count(*) FILTER (WHERE m.created_at > now() - interval '1 hour')::int AS hour,
        count(*)::int AS day,
        count(*) FILTER (WHERE c.ad_id = ${adId})::int AS ad_day,
        count(DISTINCT c.id) FILTER (WHERE c.buyer_user_id = ${senderId}
          AND c.created_at > now() - interval '1 day')::int AS threads_day
      FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.sender_user_id = ${senderId} AND m.created_at > now() - interval '1 day'`),
  );
  if (c.hour >= MESSAGE_LIMITS.perHour) throw limited("this hour", 3600);
  if (c.day >= MESSAGE_LIMITS.perDay) throw limited("today", 86400);
  if (c.ad_day >= MESSAGE_LIMITS.perAdPerDay) throw limited("about this ad today", 86400);
  if (newThread && c.threads_day >= NEW_THREADS_PER_DAY)
    throw limited("to new sellers today", 86400);
}

/** Queues one sender's messages after each other, so two at once cannot both pass a limit. */
const lockSender = (tx: Tx, senderId: string) => lockKey(tx, `messages:${senderId}`);

/**
 * The scam shield's warnings of a message for its recipient (lib/trust/warnings.ts): the patterns
 * that warn the recipient's side, and to a buyer, the ad's "suspiciously low price" rating.
 */
async function warningsFor(
  tx: Tx,
  thread: ConversationRow,
  senderId: string,
  body: string,
): Promise<MessageWarning[]> {
  const toBuyer = senderId !== thread.buyerUserId;
  const found: MessageWarning[] = warningCategories(body, toBuyer ? "buyer" : "seller");
  if (toBuyer) {
    const [rating] = await tx
      .select({ label: priceRatings.label })
      .from(priceRatings)
      .where(eq(priceRatings.adId, thread.adId))
      .limit(1);
    if (rating?.label === "suspicious") found.push("low_price");
  }
  return found;
}

/** Stores the message, moves the thread's activity, and marks it read for its sender. */
async function insertMessage(tx: Tx, thread: ConversationRow, senderId: string, body: string) {
  const warnings = await warningsFor(tx, thread, senderId, body);
  const [m] = await tx
    .insert(messages)
    .values({ conversationId: thread.id, senderUserId: senderId, body, warnings })
    .returning();
  await tx
    .update(conversations)
    .set({
      lastMessageAt: m.createdAt,
      ...(senderId === thread.buyerUserId
        ? { buyerReadAt: m.createdAt }
        : { sellerReadAt: m.createdAt }),
    })
    .where(eq(conversations.id, thread.id));
  return m;
}

const answer = (thread: ConversationRow, senderId: string, m: typeof messages.$inferSelect) => ({
  conversation_id: thread.id,
  message: asReaderMessages(senderId, [m])[0],
});

/**
 * A buyer's message about an ad, in the transaction `tx`: into their thread with its seller (made
 * now if they have none). Refused: the seller's own ad, an imported ad, a sold or archived ad
 * without a thread yet, a sender the seller blocked, a sender over a limit.
 */
export async function deliverToAd(
  tx: Tx,
  { senderId, adId, body }: { senderId: string; adId: number; body: string },
): Promise<SentMessage> {
  const ad = await messageableAd(tx, adId, senderId);
  await lockSender(tx, senderId);
  const [existing] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.adId, adId), eq(conversations.buyerUserId, senderId)))
    .limit(1);
  if (!existing && ad.status !== "active")
    throw new AppError("gone.ad_closed", "This ad is no longer for sale.");
  if (await isBlocked(tx, existing?.sellerUserId ?? ad.sellerUserId, senderId))
    throw undeliverable();
  await checkLimits(tx, senderId, adId, !existing);
  const thread =
    existing ??
    (
      await tx
        .insert(conversations)
        .values({ adId, buyerUserId: senderId, sellerUserId: ad.sellerUserId })
        .returning()
    )[0];
  return answer(thread, senderId, await insertMessage(tx, thread, senderId, body));
}

/** POST /api/ads/{id}/messages/ signed in. */
export async function sendToAd(input: { senderId: string; adId: number; body: string }) {
  const sent = await getDb().transaction((tx) => deliverToAd(tx, input));
  countAdEvent(input.adId, "messages"); // once committed: the ad's statistics (lib/stats)
  return sent;
}

/** POST /api/conversations/{id}/messages/: a reply by either side of the thread (else 404). */
export async function replyInThread({
  userId,
  id,
  body,
}: {
  userId: string;
  id: number;
  body: string;
}): Promise<SentMessage> {
  const thread = await threadOf(userId, id);
  const sent = await getDb().transaction(async (tx) => {
    await lockSender(tx, userId);
    if (thread.role === "buyer" && (await isBlocked(tx, thread.sellerUserId, userId)))
      throw undeliverable();
    await checkLimits(tx, userId, thread.adId, false);
    return answer(thread, userId, await insertMessage(tx, thread, userId, body));
  });
  // a buyer's message reaches the seller: the ad's statistics count it (the seller's reply not)
  if (thread.role === "buyer") countAdEvent(thread.adId, "messages");
  return sent;
}

/**
 * POST /api/conversations/{id}/block/: the seller blocks the thread's buyer; nothing more from
 * them reaches this seller, about any ad. Only the seller may (the buyer: 403). Idempotent.
 */
export async function blockThread({ userId, id }: { userId: string; id: number }) {
  const thread = await threadOf(userId, id);
  if (thread.role !== "seller")
    throw new AppError("forbidden", "Only the seller may block a sender.");
  await getDb()
    .update(conversations)
    .set({ blockedBySellerAt: new Date() })
    .where(and(eq(conversations.id, id), isNull(conversations.blockedBySellerAt)));
  return { blocked: true };
}

/**
 * DELETE /api/conversations/{id}/block/: the seller lifts the block of the thread's buyer, in
 * every thread between the two (a block reaches all of them). Only the seller may. Idempotent.
 */
export async function unblockThread({ userId, id }: { userId: string; id: number }) {
  const thread = await threadOf(userId, id);
  if (thread.role !== "seller")
    throw new AppError("forbidden", "Only the seller may unblock a sender.");
  await getDb()
    .update(conversations)
    .set({ blockedBySellerAt: null })
    .where(
      and(
        eq(conversations.sellerUserId, thread.sellerUserId),
        eq(conversations.buyerUserId, thread.buyerUserId),
        isNotNull(conversations.blockedBySellerAt),
      ),
    );
  return { blocked: false };
}

/**
 * POST /api/conversations/{id}/report/: either side reports the thread to the admin queue. One
 * open report per thread: another while it waits answers "already_reported".
 */
export async function reportThread({
  userId,
  id,
  input,
}: {
  userId: string;
  id: number;
  input: ReportThreadInput;
}): Promise<{ status: "reported" | "already_reported" }> {
  await threadOf(userId, id);
  const now = new Date();
  const moved = await getDb()
    .update(conversations)
    .set({
      reportedAt: now,
      reportedBy: userId,
      reportReason: input.reason,
      reportNote: input.note?.trim() || null,
      reportResolvedAt: null,
    })
    .where(
      and(
        eq(conversations.id, id),
        sql`(${conversations.reportedAt} IS NULL OR ${conversations.reportResolvedAt} IS NOT NULL)`,
      ),
    )
    .returning({ id: conversations.id });
  return { status: moved.length ? "reported" : "already_reported" };
}
