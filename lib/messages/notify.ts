import "server-only";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { createElement } from "react";
import { asLocale } from "@/lib/auth/translate";
import { getDb } from "@/lib/infra/db/client";
import { conversations, messages } from "@/lib/infra/db/schema";
import { queueMail } from "@/lib/infra/mail";
import { pageUrl } from "@/lib/notifications/links";
import { renderEmail } from "@/lib/notifications/render";
import { oneClickHeaders } from "@/lib/notifications/unsubscribe";
import { NewMessageEmail, newMessageSubject } from "@/lib/notifications/emails/new-message";
import { routes } from "@/lib/routes";
import { NOTIFY_INTERVAL_MINUTES } from "./limits";
import { messageEmailsOffApiPath, messageEmailsToken } from "./unsubscribe";

// E-mails about new messages (issue 31), batched: a periodic run (every 15 s) finds each thread
// side with messages from the other side it has neither read nor been told of, whose last e-mail
// of this thread is at least NOTIFY_INTERVAL_MINUTES old, and sends one e-mail for all of them. The
// side's mark moves with a compare-and-set in the transaction that queues the mail, so a second
// runner or a retry sends nothing twice. The e-mail names the other side by name only.

const BODIES_SHOWN = 3;
const BODY_CHARS = 500;

interface Due {
  id: number;
  side: "buyer" | "seller";
  userId: string;
  otherId: string;
  email: string;
  locale: string;
  notifiedAt: Date | string | null;
  since: Date | string | null;
  adTitle: string;
  otherName: string;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const cut = (s: string) => (s.length > BODY_CHARS ? `${s.slice(0, BODY_CHARS - 1)}…` : s);

export async function runMessageNotifications(): Promise<{ mails: number }> {
  const due = rowsOf<Due>(
    await getDb().execute(sql`
      SELECT c.id, s.side, s.user_id AS "userId", s.other_id AS "otherId", u.email, u.locale,
        s.notified_at AS "notifiedAt", greatest(s.notified_at, s.read_at) AS since,
        a.title AS "adTitle",
        CASE WHEN s.side = 'buyer' THEN coalesce(p.display_name, o.name) ELSE o.name END
          AS "otherName"
      FROM conversations c
      CROSS JOIN LATERAL (VALUES
        ('buyer', c.buyer_user_id, c.seller_user_id, c.buyer_notified_at, c.buyer_read_at),
        ('seller', c.seller_user_id, c.buyer_user_id, c.seller_notified_at, c.seller_read_at)
      ) AS s(side, user_id, other_id, notified_at, read_at)
      JOIN users u ON u.id = s.user_id
      JOIN users o ON o.id = s.other_id
      JOIN ads a ON a.id = c.ad_id
      LEFT JOIN seller_profiles p ON p.id = a.seller_profile_id
      WHERE u.message_emails
        AND (s.notified_at IS NULL
          OR s.notified_at <= now() - make_interval(mins => ${NOTIFY_INTERVAL_MINUTES}))
        AND c.last_message_at > coalesce(greatest(s.notified_at, s.read_at), '-infinity')
        AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id
          AND m.sender_user_id = s.other_id
          AND m.created_at > coalesce(greatest(s.notified_at, s.read_at), '-infinity'))
      ORDER BY c.id, s.side`),
  );
  let mails = 0;
  for (const d of due) if (await notifyOne(d)) mails++;
  return { mails };
}

async function notifyOne(d: Due): Promise<boolean> {
  const locale = asLocale(d.locale);
  return getDb().transaction(async (tx) => {
    const mark =
      d.side === "buyer" ? conversations.buyerNotifiedAt : conversations.sellerNotifiedAt;
    const seen = d.notifiedAt === null ? null : new Date(d.notifiedAt);
    const moved = await tx
      .update(conversations)
      .set(d.side === "buyer" ? { buyerNotifiedAt: new Date() } : { sellerNotifiedAt: new Date() })
      .where(and(eq(conversations.id, d.id), seen === null ? sql`${mark} IS NULL` : eq(mark, seen)))
      .returning({ id: conversations.id });
    if (moved.length === 0) return false;
    const fresh = await tx
      .select({ body: messages.body })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, d.id),
          ne(messages.senderUserId, d.userId),
          d.since === null ? undefined : gt(messages.createdAt, new Date(d.since)),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id));
    if (fresh.length === 0) return false;
    const props = {
      locale,
      siteUrl: pageUrl(routes.home, locale),
      senderName: d.otherName,
      adTitle: d.adTitle,
      bodies: fresh.slice(-BODIES_SHOWN).map((m) => cut(m.body)),
      count: fresh.length,
      threadUrl: pageUrl(routes.conversation(d.id), locale),
      inboxUrl: pageUrl(routes.messages, locale),
      unsubscribeUrl: pageUrl(
        routes.messageEmailsOff(d.userId, messageEmailsToken(d.userId)),
        locale,
      ),
    };
    const { html, text } = renderEmail(createElement(NewMessageEmail, props));
    await queueMail(
      {
        to: d.email,
        subject: newMessageSubject(props),
        html,
        text,
        headers: oneClickHeaders(messageEmailsOffApiPath(d.userId)),
      },
      tx,
    );
    return true;
  });
}
