import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import { signUnsubscribe, verifyUnsubscribe } from "@/lib/notifications/unsubscribe";
import type { MessageSettings } from "./schemas";

// The e-mails about new messages (issue 31), on or off per user (users.message_emails): the
// signed-in user's setting, and the link in each e-mail that stops them, an HMAC of the user's id
// with the app's secret (lib/notifications/unsubscribe.ts), so it needs no table and cannot be
// made for another user.

/** What a user's link stops: their message e-mails. */
const linkSubject = (userId: string) => `message-emails-off|${userId}`;

export const messageEmailsToken = (userId: string) => signUnsubscribe(linkSubject(userId));

/** The RFC 8058 one-click address (POST) and the same API's GET. */
export const messageEmailsOffApiPath = (userId: string) =>
  `/api/messages/unsubscribe/${encodeURIComponent(userId)}/${messageEmailsToken(userId)}/`;

/** The signed-in user's setting (GET /api/messages/settings/). */
export async function getMessageSettings(userId: string): Promise<MessageSettings> {
  const [row] = await getDb()
    .select({ on: users.messageEmails })
    .from(users)
    .where(eq(users.id, userId));
  return { message_emails: row?.on ?? true };
}

/** PATCH /api/messages/settings/ */
export async function updateMessageSettings(userId: string, settings: MessageSettings) {
  await getDb()
    .update(users)
    .set({ messageEmails: settings.message_emails })
    .where(eq(users.id, userId));
  return getMessageSettings(userId);
}

/** Turns the user's message e-mails off; null for a wrong user or token, which changes nothing. */
export async function stopMessageEmails(userId: string, token: string) {
  if (!verifyUnsubscribe(linkSubject(userId), token)) return null;
  await getDb().update(users).set({ messageEmails: false }).where(eq(users.id, userId));
  return { success: true };
}
