import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { tz, createdAt, inList } from "./columns";
import { USER_LOCALES, users } from "./accounts";
import { ads } from "./ads";
import { MESSAGE_BODY_MAX, MESSAGE_BODY_MIN } from "@/lib/messages/limits";
import { THREAD_REPORT_REASONS } from "@/lib/messages/schemas";

// ---------------------------------------------------------------- messages (issue 31)

/**
 * One thread per ad and buyer (lib/messages). The seller is the ad's seller account when the
 * thread began; the other side's address is never shown by the platform (lib/messages/queries.ts).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    buyerUserId: text("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerUserId: text("seller_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastMessageAt: tz("last_message_at").notNull().defaultNow(),
    /** Each side's last reading: a message after it (from the other side) is unread. */
    buyerReadAt: tz("buyer_read_at"),
    sellerReadAt: tz("seller_read_at"),
    /** The seller blocked this buyer: nothing more from them reaches the seller. */
    blockedBySellerAt: tz("blocked_by_seller_at"),
    /** A side reported the thread: it waits in the admin queue until resolved. */
    reportedAt: tz("reported_at"),
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    reportReason: text("report_reason", { enum: THREAD_REPORT_REASONS }),
    reportNote: text("report_note"),
    reportResolvedAt: tz("report_resolved_at"),
    /**
     * The last notification e-mail of this thread to each side: another waits 15 minutes
     * (lib/messages/notify.ts).
     */
    buyerNotifiedAt: tz("buyer_notified_at"),
    sellerNotifiedAt: tz("seller_notified_at"),
  },
  (t) => [
    uniqueIndex("conversations_ad_buyer_idx").on(t.adId, t.buyerUserId),
    index("conversations_buyer_idx").on(t.buyerUserId, t.lastMessageAt.desc()),
    index("conversations_seller_idx").on(t.sellerUserId, t.lastMessageAt.desc()),
    index("conversations_reported_idx")
      .on(t.reportedAt)
      .where(sql`reported_at IS NOT NULL AND report_resolved_at IS NULL`),
    check("conversations_sides_check", sql`${t.buyerUserId} <> ${t.sellerUserId}`),
    check(
      "conversations_report_reason_check",
      sql`report_reason IS NULL OR ${inList("report_reason", THREAD_REPORT_REASONS)}`,
    ),
    check(
      "conversations_report_note_check",
      sql`${t.reportNote} IS NULL OR length(${t.reportNote}) <= 500`,
    ),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUserId: text("sender_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The scam shield's warnings for the recipient (lib/trust/warnings.ts MessageWarning). */
    warnings: text("warnings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_sender_created_idx").on(t.senderUserId, t.createdAt),
    check(
      "messages_body_check",
      sql.raw(`length(body) BETWEEN ${MESSAGE_BODY_MIN} AND ${MESSAGE_BODY_MAX}`),
    ),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A signed-out buyer's message waiting for their e-mail's confirmation: the link's token is
 * stored as its sha256 only. Unconfirmed ones expire after 48 hours and are purged by a job.
 */
export const pendingMessages = pgTable(
  "pending_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    body: text("body").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The language the buyer wrote in: the confirmation e-mail's, and the new account's. */
    locale: text("locale", { enum: USER_LOCALES }).notNull().default("cs"),
    createdAt: createdAt(),
    expiresAt: tz("expires_at").notNull(),
    confirmedAt: tz("confirmed_at"),
  },
  (t) => [
    index("pending_messages_expires_idx").on(t.expiresAt),
    index("pending_messages_email_created_idx").on(t.email, t.createdAt),
    check(
      "pending_messages_body_check",
      sql.raw(`length(body) BETWEEN ${MESSAGE_BODY_MIN} AND ${MESSAGE_BODY_MAX}`),
    ),
    check("pending_messages_locale_check", inList("locale", USER_LOCALES)),
    check("pending_messages_name_check", sql`length(${t.name}) BETWEEN 1 AND 100`),
  ],
);
export type PendingMessageRow = typeof pendingMessages.$inferSelect;
