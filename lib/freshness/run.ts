import "server-only";
import { createElement } from "react";
import { writeAds } from "@/lib/ads/write";
import { archiveStale, markFreshnessAsked } from "@/lib/ads/mutations-freshness";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { asLocale } from "@/lib/auth/translate";
import { getDb } from "@/lib/infra/db/client";
import { queueMail } from "@/lib/infra/mail";
import { emailAd, pageUrl } from "@/lib/notifications/links";
import { renderEmail } from "@/lib/notifications/render";
import { routes } from "@/lib/routes";
import {
  FreshnessArchivedEmail,
  freshnessArchivedSubject,
} from "@/lib/notifications/emails/freshness-archived";
import { FreshnessAskEmail, freshnessAskSubject } from "@/lib/notifications/emails/freshness-ask";
import { bySeller, listAdsToAsk, listUnansweredAds, type SellerAd } from "./queries";
import { freshnessLinkPath } from "./token";

// The daily freshness run (issue 15). (a) An active own ad not confirmed for 30 days: its seller
// gets one "still for sale?" e-mail listing every such ad with two signed one-click answers, in
// the seller's language. (b) An ad asked a week ago without an answer is archived, and its seller
// told how to renew it from My Ads. Per seller, one transaction marks (or archives) the ads with a
// compare-and-set and queues the e-mail for exactly the ads it changed: a retry or a second runner
// finds them changed and sends nothing twice.

const DAY = 86_400_000;
export const ASK_AFTER_DAYS = 30;
export const ARCHIVE_AFTER_DAYS = 7;
/** Ads per e-mail; a seller with more gets the rest the next day. */
export const MAX_ADS_PER_MAIL = 50;

export interface FreshnessRunResult {
  asked: { mails: number; ads: number };
  archived: { mails: number; ads: number };
}

export async function runFreshness(now = new Date()): Promise<FreshnessRunResult> {
  const asked = await askSellers(now);
  const archived = await archiveUnanswered(now);
  return { asked, archived };
}

async function askSellers(now: Date) {
  const staleBefore = new Date(now.getTime() - ASK_AFTER_DAYS * DAY);
  const groups = bySeller(await listAdsToAsk({ staleBefore }));
  const out = { mails: 0, ads: 0 };
  for (const group of groups) {
    const sent = await askSeller(group.slice(0, MAX_ADS_PER_MAIL), now, staleBefore);
    if (sent) {
      out.mails++;
      out.ads += sent;
    }
  }
  return out;
}

async function askSeller(group: SellerAd[], now: Date, staleBefore: Date) {
  const locale = asLocale(group[0].locale);
  const cards = new Map(
    (await getAdCardsByIds({ ids: group.map((a) => a.id) })).map((c) => [c.id, c]),
  );
  return getDb().transaction(async (tx) => {
    const marked = await markFreshnessAsked({ ids: [...cards.keys()], now, staleBefore }, tx);
    const items = marked.map(({ id, checkedMs }) => ({
      ad: emailAd(cards.get(id)!, locale),
      keepUrl: pageUrl(freshnessLinkPath({ adId: id, answer: "keep", checkedMs }), locale),
      soldUrl: pageUrl(freshnessLinkPath({ adId: id, answer: "sold", checkedMs }), locale),
    }));
    if (items.length === 0) return 0;
    const props = {
      locale,
      siteUrl: pageUrl(routes.home, locale),
      items,
      myAdsUrl: pageUrl(routes.profile(), locale),
    };
    const { html, text } = renderEmail(createElement(FreshnessAskEmail, props));
    await queueMail({ to: group[0].email, subject: freshnessAskSubject(props), html, text }, tx);
    return items.length;
  });
}

async function archiveUnanswered(now: Date) {
  const askedBefore = new Date(now.getTime() - ARCHIVE_AFTER_DAYS * DAY);
  const groups = bySeller(await listUnansweredAds({ askedBefore }));
  const out = { mails: 0, ads: 0 };
  for (const group of groups) {
    const locale = asLocale(group[0].locale);
    const myAdsUrl = pageUrl(routes.profile(), locale);
    const cards = await getAdCardsByIds({ ids: group.map((a) => a.id) });
    const done = new Set<number>();
    const archived = await writeAds(async (tx) => {
      const rows = await archiveStale({ askedBefore, ids: cards.map((c) => c.id) }, tx);
      for (const r of rows) done.add(r.id);
      // the ad's page answers 410 once archived: each ad leads to My Ads, where it is renewed
      const ads = cards
        .filter((c) => done.has(c.id))
        .map((c) => ({ ...emailAd(c, locale), url: myAdsUrl }));
      if (ads.length === 0) return { result: 0, ads: [] };
      const props = { locale, siteUrl: pageUrl(routes.home, locale), ads, myAdsUrl };
      const { html, text } = renderEmail(createElement(FreshnessArchivedEmail, props));
      await queueMail(
        { to: group[0].email, subject: freshnessArchivedSubject(props), html, text },
        tx,
      );
      return { result: ads.length, ads: [...done] };
    });
    if (archived) {
      out.mails++;
      out.ads += archived;
    }
  }
  return out;
}
