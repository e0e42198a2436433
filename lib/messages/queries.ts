import "server-only";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/infra/db/client";
import {
  adImages,
  ads,
  conversations,
  messages,
  sellerProfiles,
  users,
  type ConversationRow,
} from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import { CONVERSATIONS_PAGE_SIZE, THREAD_MESSAGES_MAX } from "./limits";
import { hasLink } from "./links";
import type {
  ConversationDetail,
  ConversationItem,
  ConversationList,
  ThreadMessage,
  ThreadRole,
} from "./schemas";

// The inbox (issue 31): a user's threads in both roles, one thread with its messages. Each side
// sees the other by a name only (the buyer's account name, the seller's public display name):
// no e-mail address or phone number ever leaves these functions.

export const threadNotFound = () => new AppError("not_found", "Conversation not found.");

const iso = (d: Date | string) => new Date(d).toISOString();

/** The thread if the user is one of its sides, else 404 (a stranger learns nothing of it). */
export async function threadOf(
  userId: string,
  id: number,
): Promise<ConversationRow & { role: ThreadRole }> {
  const [row] = await getDb()
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.buyerUserId, userId), eq(conversations.sellerUserId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw threadNotFound();
  return { ...row, role: row.buyerUserId === userId ? "buyer" : "seller" };
}

/** Whether the thread has a message from the other side the user has not read. */
const unreadFor = (userId: string): SQL<boolean> => sql<boolean>`(
  CASE WHEN ${conversations.buyerUserId} = ${userId}
    THEN ${conversations.buyerReadAt} ELSE ${conversations.sellerReadAt} END IS NULL
  OR CASE WHEN ${conversations.buyerUserId} = ${userId}
    THEN ${conversations.buyerReadAt} ELSE ${conversations.sellerReadAt} END
    < ${conversations.lastMessageAt})
  AND EXISTS (SELECT 1 FROM ${messages} m WHERE m.conversation_id = ${conversations.id}
    AND m.sender_user_id <> ${userId}
    AND m.created_at > coalesce(CASE WHEN ${conversations.buyerUserId} = ${userId}
      THEN ${conversations.buyerReadAt} ELSE ${conversations.sellerReadAt} END, '-infinity'))`;

const mine = (userId: string) =>
  or(eq(conversations.buyerUserId, userId), eq(conversations.sellerUserId, userId));

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");

/** The threads' rows as the inbox lists them, in the order of `where`'s query. */
async function itemsOf(userId: string, where: SQL | undefined, page?: number) {
  const db = getDb();
  const query = db
    .select({
      c: conversations,
      adTitle: ads.title,
      adPrice: ads.price,
      adStatus: ads.status,
      buyerName: buyer.name,
      sellerName: sql<string>`coalesce(${sellerProfiles.displayName}, ${seller.name})`,
      unread: unreadFor(userId),
      photo: sql<string | null>`(SELECT ${adImages.miniUrl} FROM ${adImages}
        WHERE ${adImages.adId} = ${ads.id} ORDER BY ${adImages.position} LIMIT 1)`,
    })
    .from(conversations)
    .innerJoin(ads, eq(ads.id, conversations.adId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerUserId))
    .innerJoin(seller, eq(seller.id, conversations.sellerUserId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, ads.sellerProfileId))
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  const rows = page
    ? await query.limit(CONVERSATIONS_PAGE_SIZE).offset((page - 1) * CONVERSATIONS_PAGE_SIZE)
    : await query;
  const ids = rows.map((r) => r.c.id);
  const last = ids.length
    ? await db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          body: messages.body,
          sender: messages.senderUserId,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id))
    : [];
  const lastOf = new Map(last.map((m) => [m.conversationId, m]));
  return rows.map((r): ConversationItem => {
    const role: ThreadRole = r.c.buyerUserId === userId ? "buyer" : "seller";
    const m = lastOf.get(r.c.id);
    return {
      id: r.c.id,
      role,
      ad: {
        id: r.c.adId,
        title: r.adTitle,
        price: r.adPrice,
        status: r.adStatus,
        photo: r.photo,
      },
      other: { name: role === "buyer" ? r.sellerName : r.buyerName },
      last_message: m
        ? { body: m.body, from_me: m.sender === userId, created_at: iso(m.createdAt) }
        : null,
      last_message_at: iso(r.c.lastMessageAt),
      unread: Boolean(r.unread),
      blocked: r.c.blockedBySellerAt !== null,
      reported: r.c.reportedAt !== null && r.c.reportResolvedAt === null,
    };
  });
}

/**
 * GET /api/conversations/: the user's threads as buyer and seller, newest activity first; with
 * `role`, only those where the user buys ("Kupuji") or sells ("Prodávám"), paged as such.
 */
export async function listConversations({
  userId,
  page,
  role = null,
}: {
  userId: string;
  page: number;
  role?: ThreadRole | null;
}): Promise<ConversationList> {
  const where =
    role === "buyer"
      ? eq(conversations.buyerUserId, userId)
      : role === "seller"
        ? eq(conversations.sellerUserId, userId)
        : mine(userId);
  const results = await itemsOf(userId, where, page);
  const [{ count }] = await getDb()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(conversations)
    .where(where);
  return { results, count };
}

/** GET /api/conversations/unread-count/: the threads with a message the user has not read. */
export async function unreadCount({ userId }: { userId: string }): Promise<number> {
  const [{ count }] = await getDb()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(conversations)
    .where(and(mine(userId), unreadFor(userId)));
  return count;
}

/**
 * A thread's messages as `readerId` sees them. A link in the other side's message may be made
 * clickable only once the reader has answered it: a reader's message after the other side's first.
 */
export function asReaderMessages(
  readerId: string,
  rows: { id: number; senderUserId: string; body: string; createdAt: Date; warnings: string[] }[],
): ThreadMessage[] {
  const firstOther = rows.find((m) => m.senderUserId !== readerId)?.createdAt;
  const replied =
    firstOther !== undefined &&
    rows.some((m) => m.senderUserId === readerId && m.createdAt > firstOther);
  return rows.map((m) => {
    const fromMe = m.senderUserId === readerId;
    return {
      id: m.id,
      body: m.body,
      from_me: fromMe,
      created_at: iso(m.createdAt),
      has_links: hasLink(m.body),
      links_allowed: fromMe || replied,
      warnings: m.warnings,
    };
  });
}

/** GET /api/conversations/{id}/: the thread with its latest messages; the reader has now read it. */
export async function getConversation({
  userId,
  id,
}: {
  userId: string;
  id: number;
}): Promise<ConversationDetail> {
  const thread = await threadOf(userId, id);
  const db = getDb();
  const rows = await db
    .select({
      id: messages.id,
      senderUserId: messages.senderUserId,
      body: messages.body,
      createdAt: messages.createdAt,
      warnings: messages.warnings,
    })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_MESSAGES_MAX);
  rows.reverse();
  const [item] = await itemsOf(userId, eq(conversations.id, id));
  await db
    .update(conversations)
    .set(thread.role === "buyer" ? { buyerReadAt: new Date() } : { sellerReadAt: new Date() })
    .where(eq(conversations.id, id));
  return { ...item, unread: false, messages: asReaderMessages(userId, rows) };
}
