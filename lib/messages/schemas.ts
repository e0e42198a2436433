// Message inputs (issue 31), shared by the route handlers and the forms. Messages are keys of the
// "messages" group. Client-safe.
import { z } from "zod";
import { normalizePhone } from "@/lib/sellers/schemas";
import { MESSAGE_BODY_MAX, MESSAGE_BODY_MIN } from "./limits";

/** Why a side reports a thread. */
export const THREAD_REPORT_REASONS = ["scam", "spam", "abuse", "other"] as const;
export type ThreadReportReason = (typeof THREAD_REPORT_REASONS)[number];

const body = z
  .string({ error: "errors.bodyRequired" })
  .trim()
  .min(1, { error: "errors.bodyRequired" })
  .min(MESSAGE_BODY_MIN, { error: "errors.bodyTooShort" })
  .max(MESSAGE_BODY_MAX, { error: "errors.bodyTooLong" });

/** A signed-in buyer's message to an ad's seller, and a reply in a thread. */
export const messageSchema = z.object({ body });
export type MessageInput = z.input<typeof messageSchema>;

/** A signed-out buyer's message: who they are, then the e-mail's confirmation. */
export const anonymousMessageSchema = z.object({
  body,
  name: z
    .string({ error: "errors.nameRequired" })
    .trim()
    .min(1, { error: "errors.nameRequired" })
    .max(100, { error: "errors.nameTooLong" })
    .refine((v) => !/[\r\n]/.test(v), { error: "errors.nameRequired" }),
  email: z
    .string({ error: "errors.emailInvalid" })
    .trim()
    .max(254, { error: "errors.emailInvalid" })
    .pipe(z.email({ error: "errors.emailInvalid" }))
    .transform((v) => v.toLowerCase()),
  // optional; a number is kept in E.164 as libphonenumber-js reads it (Czech without a prefix)
  phone: z
    .string({ error: "errors.phoneInvalid" })
    .trim()
    .max(30, { error: "errors.phoneInvalid" })
    .transform((v, ctx) => {
      if (!v) return null;
      const e164 = normalizePhone(v);
      if (!e164) ctx.addIssue({ code: "custom", message: "errors.phoneInvalid" });
      return e164 ?? v;
    })
    .nullish(),
});
export type AnonymousMessageInput = z.input<typeof anonymousMessageSchema>;

export const reportThreadSchema = z.object({
  reason: z.enum(THREAD_REPORT_REASONS, { error: "errors.reportReason" }),
  note: z.string().trim().max(500, { error: "errors.reportNoteTooLong" }).optional(),
});
export type ReportThreadInput = z.input<typeof reportThreadSchema>;

export const confirmSchema = z.object({
  token: z.string({ error: "errors.tokenInvalid" }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: "errors.tokenInvalid",
  }),
});

/** GET/PATCH /api/messages/settings/: the e-mails about new messages (on by default). */
export const messageSettingsSchema = z.object({ message_emails: z.boolean() }).strict();
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** `page` from 1; anything else reads as 1. */
export const conversationsPageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
/** The inbox's filter (?role=): the threads where the user buys or sells; anything else is all. */
export const threadRoleSchema = z.enum(["buyer", "seller"]).nullable().catch(null);

/** The role a user has in a thread. */
export type ThreadRole = "buyer" | "seller";

/** An ad as a thread shows it: its current price and status (a sold or archived ad says so). */
export interface ThreadAd {
  id: number;
  title: string;
  price: number;
  status: "active" | "sold" | "archived" | "deleted";
  photo: string | null;
}

/** The other side as the platform shows it: a name, never an address or a phone number. */
export interface ThreadPerson {
  name: string;
}

/** One item of GET /api/conversations/. */
export interface ConversationItem {
  id: number;
  role: ThreadRole;
  ad: ThreadAd;
  other: ThreadPerson;
  last_message: { body: string; from_me: boolean; created_at: string } | null;
  last_message_at: string;
  unread: boolean;
  blocked: boolean;
  reported: boolean;
}

export interface ConversationList {
  results: ConversationItem[];
  count: number;
}

/** One message as its reader sees it. */
export interface ThreadMessage {
  id: number;
  body: string;
  from_me: boolean;
  created_at: string;
  /** the body holds a link */
  has_links: boolean;
  /** whether the reader's UI may make its links clickable: mine, or the reader has replied once */
  links_allowed: boolean;
  /** the scam shield's warnings for the recipient (lib/trust/warnings.ts); on my own message: the sender's note */
  warnings: string[];
}

/** GET /api/conversations/{id}/ */
export interface ConversationDetail extends ConversationItem {
  messages: ThreadMessage[];
}

/** POST /api/ads/{id}/messages/ and POST /api/conversations/{id}/messages/ */
export interface SentMessage {
  conversation_id: number;
  message: ThreadMessage;
}

/** POST /api/ads/{id}/messages/ signed out: the message waits for the e-mail's confirmation. */
export interface PendingAnswer {
  status: "pending_confirmation";
  expires_at: string;
}
