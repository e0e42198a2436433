import "server-only";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { asLocale } from "@/lib/auth/translate";
import { getDb } from "@/lib/infra/db/client";
import { queueMail } from "@/lib/infra/mail";
import { routes } from "@/lib/routes";
import { emailAd, pageUrl } from "./links";
import { renderEmail } from "./render";
import { PriceDropEmail, priceDropSubject, type PriceDropItem } from "./emails/price-drop";

// The daily price-drop e-mail (ARCHITECTURE.md §4.16): for users with price_drop_alerts, every favourite
// whose active ad now costs less than the lowest price reported so far (notified_price, or the
// saved price before the first e-mail). The same transaction lowers notified_price with a
// compare-and-set on the value it read, so a retry or a second runner sends nothing twice.
// Decision: only drops are reported. A rise is silent and leaves notified_price at the lowest
// price reported, so a later drop is reported only when it goes below that price.

interface Drop {
  userId: string;
  email: string;
  locale: string;
  adId: number;
  oldPrice: number;
  newPrice: number;
  /** notified_price as read (null before the first e-mail) */
  seen: number | null;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function runPriceDropAlerts(): Promise<{ users: number; mails: number; ads: number }> {
  const drops = rowsOf<Drop>(
    await getDb().execute(sql`
      SELECT f.user_id AS "userId", u.email, u.locale, f.ad_id AS "adId",
        coalesce(f.notified_price, f.saved_price) AS "oldPrice", a.price AS "newPrice",
        f.notified_price AS seen
      FROM favorites f
      JOIN users u ON u.id = f.user_id
      JOIN ads a ON a.id = f.ad_id
      WHERE u.price_drop_alerts AND a.status = 'active'
        AND a.price < coalesce(f.notified_price, f.saved_price)
      ORDER BY f.user_id, f.created_at DESC`),
  );
  const byUser = new Map<string, Drop[]>();
  for (const d of drops) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);

  let mails = 0;
  let count = 0;
  for (const [userId, list] of byUser) {
    const sent = await mailUser(userId, list);
    if (sent) {
      mails++;
      count += sent;
    }
  }
  return { users: byUser.size, mails, ads: count };
}

async function mailUser(userId: string, drops: Drop[]): Promise<number> {
  const locale = asLocale(drops[0].locale);
  const cards = new Map(
    (await getAdCardsByIds({ ids: drops.map((d) => d.adId) })).map((c) => [c.id, c]),
  );
  return getDb().transaction(async (tx) => {
    const values = sql.join(
      drops.map((d) => sql`(${d.adId}::int, ${d.newPrice}::int, ${d.seen}::int)`),
      sql`, `,
    );
    const moved = rowsOf<{ adId: number }>(
      await tx.execute(sql`
        UPDATE favorites f SET notified_price = v.price
        FROM (VALUES ${values}) AS v(ad_id, price, seen)
        WHERE f.user_id = ${userId} AND f.ad_id = v.ad_id
          AND f.notified_price IS NOT DISTINCT FROM v.seen
        RETURNING f.ad_id AS "adId"`),
    );
    const movedIds = new Set(moved.map((r) => Number(r.adId)));
    const items: PriceDropItem[] = drops
      .filter((d) => movedIds.has(d.adId) && cards.has(d.adId))
      .map((d) => ({
        ad: emailAd(cards.get(d.adId)!, locale),
        oldPrice: Number(d.oldPrice),
        newPrice: Number(d.newPrice),
        label: cards.get(d.adId)!.price_label,
      }));
    if (items.length === 0) return 0;
    const props = {
      locale,
      siteUrl: pageUrl(routes.home, locale),
      items,
      favoritesUrl: pageUrl(routes.favorites, locale),
    };
    const { html, text } = renderEmail(createElement(PriceDropEmail, props));
    await queueMail({ to: drops[0].email, subject: priceDropSubject(props), html, text }, tx);
    return items.length;
  });
}
