import "server-only";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { asLocale } from "@/lib/auth/translate";
import type { Db } from "@/lib/infra/db/client";
import { sellerProfiles, users } from "@/lib/infra/db/schema";
import { queueMail } from "@/lib/infra/mail";
import { AdArchivedEmail, adArchivedSubject } from "@/lib/notifications/emails/ad-archived";
import { emailAd, pageUrl } from "@/lib/notifications/links";
import { renderEmail } from "@/lib/notifications/render";
import { routes } from "@/lib/routes";

/**
 * The ad as its seller's e-mail shows it, read before the archive (the card of an active ad),
 * or null for an ad without a seller account to write to (an imported one).
 */
export async function readArchiveNotice({
  db,
  adId,
  sellerProfileId,
}: {
  db: Pick<Db, "select">;
  adId: number;
  sellerProfileId: number | null;
}) {
  if (sellerProfileId === null) return null;
  const [seller] = await db
    .select({ email: users.email, locale: users.locale })
    .from(sellerProfiles)
    .innerJoin(users, eq(users.id, sellerProfiles.userId))
    .where(eq(sellerProfiles.id, sellerProfileId))
    .limit(1);
  const [card] = await getAdCardsByIds({ ids: [adId] });
  return seller && card ? { seller, card } : null;
}

/** Queues the seller's e-mail about an admin's archive, in their language, in the caller's transaction. */
export async function queueArchiveNotice(
  notice: NonNullable<Awaited<ReturnType<typeof readArchiveNotice>>>,
  reason: string,
  tx: Parameters<typeof queueMail>[1],
) {
  const locale = asLocale(notice.seller.locale);
  const myAdsUrl = pageUrl(routes.profile(), locale);
  const props = {
    locale,
    siteUrl: pageUrl(routes.home, locale),
    // the ad's page answers 410 once archived: its link leads to My Ads
    ad: { ...emailAd(notice.card, locale), url: myAdsUrl },
    reason,
    myAdsUrl,
    contactUrl: pageUrl("/contact", locale),
  };
  const { html, text } = renderEmail(createElement(AdArchivedEmail, props));
  await queueMail({ to: notice.seller.email, subject: adArchivedSubject(props), html, text }, tx);
}
