import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { createElement } from "react";
import { asLocale } from "@/lib/auth/translate";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { queueMail } from "@/lib/infra/mail";
import { StatsWeeklyEmail, statsWeeklySubject } from "@/lib/notifications/emails/stats-weekly";
import { pageUrl } from "@/lib/notifications/links";
import { renderEmail } from "@/lib/notifications/render";
import {
  oneClickHeaders,
  signUnsubscribe,
  verifyUnsubscribe,
} from "@/lib/notifications/unsubscribe";
import { routes } from "@/lib/routes";
import { pragueDay } from "./queries";
import { addDays } from "./day";

// The weekly summary e-mail to sellers (issue 32): every Monday at 08:00 in Prague, one e-mail to
// each user with active ads who has not turned it off (users.stats_emails), in the user's
// language, listing each active ad's views and contacts (phone reveals and messages) over the
// last 7 whole days. users.stats_email_sent_at moves by compare-and-set in the transaction that
// queues the e-mail, and a user whose last summary is under 6 days old is skipped: a second run,
// a second runner or a retry sends nothing twice. The unsubscribe link is, as the message e-mails',
// an HMAC of the user's id (lib/notifications/unsubscribe.ts): it needs no table and cannot be
// made for another user.

/** The ads an e-mail lists (most viewed first); the rest are counted. */
export const EMAIL_ADS = 20;
/** A summary younger than this is not repeated. */
const RESEND_AFTER_DAYS = 6;

// ---------------------------------------------------------------- opt-out

/** What a user's link stops: their weekly statistics e-mails. */
const linkSubject = (userId: string) => `stats-emails-off|${userId}`;

export const statsEmailsToken = (userId: string) => signUnsubscribe(linkSubject(userId));

/** The RFC 8058 one-click address (POST) and the unsubscribe page's call. */
export const statsEmailsOffApiPath = (userId: string) =>
  `/api/profile/stats-emails/unsubscribe/${encodeURIComponent(userId)}/${statsEmailsToken(userId)}/`;

/** The signed-in user's setting (GET /api/profile/stats-emails/). */
export async function getStatsEmailSetting(userId: string) {
  const [row] = await getDb()
    .select({ on: users.statsEmails })
    .from(users)
    .where(eq(users.id, userId));
  return { stats_emails: row?.on ?? true };
}

/** PATCH /api/profile/stats-emails/ */
export async function setStatsEmails(userId: string, on: boolean) {
  await getDb().update(users).set({ statsEmails: on }).where(eq(users.id, userId));
  return getStatsEmailSetting(userId);
}

/** The e-mail's unsubscribe link: null for a wrong user or token, which changes nothing. */
export async function stopStatsEmails(userId: string, token: string) {
  if (!verifyUnsubscribe(linkSubject(userId), token)) return null;
  await getDb().update(users).set({ statsEmails: false }).where(eq(users.id, userId));
  return { success: true };
}

// ---------------------------------------------------------------- the weekly run

interface Seller {
  id: string;
  email: string;
  locale: string;
  sentAt: Date | string | null;
}

interface AdWeek {
  id: number;
  title: string;
  views: number;
  contacts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Sends the week's summaries; returns how many e-mails were queued. */
export async function runWeeklyStatsEmails(now: Date = new Date()): Promise<{ mails: number }> {
  const cutoff = new Date(now.getTime() - RESEND_AFTER_DAYS * 24 * 3600_000);
  const sellers = await getDb()
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      sentAt: users.statsEmailSentAt,
    })
    .from(users)
    .where(
      and(
        eq(users.statsEmails, true),
        or(isNull(users.statsEmailSentAt), lt(users.statsEmailSentAt, cutoff)),
        sql`EXISTS (SELECT 1 FROM ads a WHERE a.seller_user_id = ${users.id} AND a.status = 'active')`,
      ),
    )
    .orderBy(users.id);
  // the last 7 whole days in Prague, yesterday included
  const to = addDays(pragueDay(now), -1);
  const from = addDays(to, -6);
  let mails = 0;
  for (const s of sellers) if (await sendOne(s, from, to, now)) mails++;
  return { mails };
}

async function sendOne(s: Seller, from: string, to: string, now: Date): Promise<boolean> {
  const locale = asLocale(s.locale);
  return getDb().transaction(async (tx) => {
    const seen = s.sentAt === null ? null : new Date(s.sentAt);
    const moved = await tx
      .update(users)
      .set({ statsEmailSentAt: now })
      .where(
        and(
          eq(users.id, s.id),
          eq(users.statsEmails, true),
          seen === null ? isNull(users.statsEmailSentAt) : eq(users.statsEmailSentAt, seen),
        ),
      )
      .returning({ id: users.id });
    if (moved.length === 0) return false;
    const ads = rowsOf<AdWeek>(
      await tx.execute(sql`
        SELECT a.id, a.title,
          coalesce(sum(d.views), 0)::int AS views,
          coalesce(sum(d.phone_reveals + d.messages), 0)::int AS contacts
        FROM ads a
        LEFT JOIN ad_stats_daily d ON d.ad_id = a.id AND d.day BETWEEN ${from}::date AND ${to}::date
        WHERE a.seller_user_id = ${s.id} AND a.status = 'active'
        GROUP BY a.id, a.title
        ORDER BY views DESC, a.id DESC`),
    );
    if (ads.length === 0) return false;
    const props = {
      locale,
      siteUrl: pageUrl(routes.home, locale),
      ads: ads.slice(0, EMAIL_ADS).map((a) => ({
        title: a.title,
        url: pageUrl(routes.adStats(Number(a.id)), locale),
        views: Number(a.views),
        contacts: Number(a.contacts),
      })),
      more: Math.max(0, ads.length - EMAIL_ADS),
      profileUrl: pageUrl(routes.profile(), locale),
      unsubscribeUrl: pageUrl(routes.statsEmailsOff(s.id, statsEmailsToken(s.id)), locale),
    };
    const { html, text } = renderEmail(createElement(StatsWeeklyEmail, props));
    await queueMail(
      {
        to: s.email,
        subject: statsWeeklySubject(props),
        html,
        text,
        headers: oneClickHeaders(statsEmailsOffApiPath(s.id)),
      },
      tx,
    );
    return true;
  });
}

/** Mondays at 08:00 in Prague: the sellers' weekly summaries. */
export const weeklyStatsEmailTask: PeriodicTask = {
  name: "stats.weekly-email",
  pattern: "0 0 8 * * 1",
  timezone: "Europe/Prague",
  run: async () => {
    const r = await runWeeklyStatsEmails();
    if (r.mails) console.info(`[stats] ${r.mails} weekly summary e-mails`);
  },
};
