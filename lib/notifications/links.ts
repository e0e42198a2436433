import "server-only";
import type { Locale } from "@/i18n/routing";
import type { AdListItem } from "@/lib/ads/types";
import { translatorFor } from "@/lib/auth/translate";
import { fuelKey } from "@/lib/enums";
import { formatNumber, formatPrice } from "@/lib/infra/format";
import { getEnv } from "@/lib/infra/env";
import { routes, stripLocalePrefix } from "@/lib/routes";
import { unsubscribeApiPath, unsubscribePath } from "@/lib/saved-searches/token";
import { absoluteUrl } from "@/lib/seo/urls";
import { oneClickHeaders } from "./unsubscribe";

// Absolute links of the alert e-mails (SITE_URL, the language prefix of the user's locale) and the
// display form of an ad in a mail.

/** A site path, with or without a query, as an absolute URL in the user's language. */
export function pageUrl(pathWithQuery: string, locale: Locale): string {
  const url = new URL(pathWithQuery, "http://x");
  return absoluteUrl(stripLocalePrefix(url.pathname), locale) + url.search;
}

/** A saved search's results (its stored uri) with `tracking_id`, which marks it viewed when opened. */
export function searchUrl(uri: string, searchId: number, locale: Locale): string {
  const url = new URL(uri || "/", "http://x");
  url.searchParams.set("tracking_id", String(searchId));
  return pageUrl(url.pathname + url.search, locale);
}

/** A stored photo URL ("/media/…") as an absolute one; an absolute one stays. */
export const assetUrl = (url: string) => (/^https?:\/\//.test(url) ? url : getEnv().siteUrl + url);

/** The unsubscribe page link and the RFC 8058 one-click headers for these searches. */
export function unsubscribeLinks(ids: number[], locale: Locale) {
  return {
    pageUrl: pageUrl(unsubscribePath(ids), locale),
    headers: oneClickHeaders(unsubscribeApiPath(ids)),
  };
}

/** An ad as a mail lists it. */
export interface EmailAd {
  id: number;
  url: string;
  photoUrl: string | null;
  photoAlt: string;
  title: string;
  price: string;
  /** year · mileage · fuel · power */
  facts: string;
  location: string | null;
}

export function emailAd(card: AdListItem, locale: Locale): EmailAd {
  const t = translatorFor(locale);
  const facts = [
    String(card.year),
    card.mileage_km !== null ? t("emails.ad.mileage", { km: formatNumber(card.mileage_km) }) : null,
    card.fuel_type ? t(`enums.${fuelKey(card.fuel_type)}`) : null,
    card.power_kw !== null ? t("emails.ad.power", { kw: formatNumber(card.power_kw) }) : null,
  ].filter((s): s is string => !!s);
  const photo = card.image_minis[0] ?? card.image_links[0];
  return {
    id: card.id,
    url: pageUrl(routes.ad(card.id), locale),
    photoUrl: photo ? assetUrl(photo) : null,
    photoAlt: t("emails.ad.photoAlt", { title: card.title }),
    title: card.title,
    price: formatPrice(card.price),
    facts: facts.join(" · "),
    location: card.location_name,
  };
}
