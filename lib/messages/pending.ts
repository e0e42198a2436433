import "server-only";
import crypto from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import { getDb } from "@/lib/infra/db/client";
import { lockKey } from "@/lib/infra/db/xact-lock";
import { conversations, pendingMessages, users } from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import { queueMail } from "@/lib/infra/mail";
import { pageUrl } from "@/lib/notifications/links";
import { routes } from "@/lib/routes";
import { PENDING_PER_DAY, PENDING_TTL_HOURS } from "./limits";
import { deliverToAd, messageableAd } from "./mutations";
import type { PendingAnswer } from "./schemas";
import { countAdEvent } from "@/lib/stats/counter";

// A signed-out buyer's message (issue 31): it waits in pending_messages until the link in the
// confirmation e-mail is opened. Confirming proves the address: the message is delivered into a
// thread of the account of that address, made now (a light account, no password: its owner
// claims it through the password reset) when there is none. Nobody is signed in by it.

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * POST /api/ads/{id}/messages/ signed out: the message is stored with the sha256 of a random
 * token, and the link with the token is e-mailed. The answer never says whether the address has
 * an account. At most PENDING_PER_DAY a day per address (the route limits the network address).
 */
export async function createPendingMessage({
  adId,
  input,
  locale,
}: {
  adId: number;
  input: { body: string; name: string; email: string; phone?: string | null };
  locale: Locale;
}): Promise<PendingAnswer> {
  const db = getDb();
  const ad = await messageableAd(db, adId, null);
  if (ad.status !== "active")
    throw new AppError("gone.ad_closed", "This ad is no longer for sale.");
  const token = crypto.randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + PENDING_TTL_HOURS * 3600_000);
  await db.transaction(async (tx) => {
    await lockKey(tx, `pending:${input.email}`);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(pendingMessages)
      .where(
        and(
          eq(pendingMessages.email, input.email),
          gt(pendingMessages.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if (count >= PENDING_PER_DAY)
      throw new AppError("rate_limited.messages", "Too many messages today.", undefined, {
        retry_after_seconds: 86400,
      });
    await tx.insert(pendingMessages).values({
      adId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      body: input.body,
      tokenHash: hashToken(token),
      locale,
      expiresAt,
    });
    const t = translatorFor(locale);
    await queueMail(
      {
        to: input.email,
        subject: t("emails.messageConfirm.subject"),
        text: `${t("emails.messageConfirm.body", { hours: PENDING_TTL_HOURS })}\n\n${pageUrl(
          routes.messageConfirm(token),
          locale,
        )}\n\n${t("emails.messageConfirm.ignore")}\n`,
      },
      tx,
    );
  });
  return { status: "pending_confirmation", expires_at: expiresAt.toISOString() };
}

/**
 * POST /api/messages/confirm/ (the confirmation page's button): delivers the waiting message. An
 * unknown token is 404, an expired one 410 `gone.expired`; a token confirmed before answers the
 * same thread again.
 */
export async function confirmPendingMessage(token: string) {
  const db = getDb();
  let deliveredTo: number | null = null;
  const out = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pendingMessages)
      .where(eq(pendingMessages.tokenHash, hashToken(token)))
      .for("update")
      .limit(1);
    if (!row) throw new AppError("not_found", "Unknown confirmation link.");
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, row.email))
      .limit(1);
    if (row.confirmedAt) {
      const [thread] = existing
        ? await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(
              and(eq(conversations.adId, row.adId), eq(conversations.buyerUserId, existing.id)),
            )
            .limit(1)
        : [];
      return { conversation_id: thread?.id ?? null, account_created: false };
    }
    if (row.expiresAt < new Date())
      throw new AppError("gone.expired", "This confirmation link has expired.");
    let userId = existing?.id;
    if (!userId) {
      userId = crypto.randomBytes(16).toString("hex");
      await tx.insert(users).values({
        id: userId,
        email: row.email,
        name: row.name,
        emailVerified: true,
        locale: row.locale,
      });
    }
    const sent = await deliverToAd(tx, { senderId: userId, adId: row.adId, body: row.body });
    await tx
      .update(pendingMessages)
      .set({ confirmedAt: new Date() })
      .where(eq(pendingMessages.id, row.id));
    deliveredTo = row.adId;
    return { conversation_id: sent.conversation_id, account_created: !existing };
  });
  // delivered now (not a repeat of a confirmed link): the ad's statistics count the message
  if (deliveredTo !== null) countAdEvent(deliveredTo, "messages");
  return out;
}

/** The periodic purge: every pending message past its expiry, confirmed or not, is deleted. */
export async function purgeExpiredPending(now = new Date()) {
  const gone = await getDb()
    .delete(pendingMessages)
    .where(lt(pendingMessages.expiresAt, now))
    .returning({ id: pendingMessages.id });
  return gone.length;
}
