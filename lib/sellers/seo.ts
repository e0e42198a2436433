import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { routes } from "@/lib/routes";
import { alternatesFor } from "@/lib/seo/alternates";
import { absoluteUrl } from "@/lib/seo/urls";
import type { SellerPageData } from "./page-data";

/** Title, description, canonical (page 1 without ?page), hreflang and robots of a seller page. */
export async function sellerMetadata(
  { profile, page, pages }: SellerPageData,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "sellerProfile" });
  const name = profile.display_name;
  const offers = t("offers", { count: profile.ads_count });
  const title = page > 1 ? t("titlePaged", { name, offers, page }) : t("title", { name, offers });
  const description = profile.location
    ? t("descriptionLocation", { name, offers, location: profile.location })
    : t("description", { name, offers });
  const href = routes.seller(profile.id, page);
  return {
    title,
    description,
    alternates: alternatesFor(href, locale),
    // A page past the last one is empty: not worth an index entry.
    robots: { index: page === 1 || page <= pages, follow: true },
    openGraph: {
      title,
      description,
      type: "profile",
      url: absoluteUrl(href, locale),
      images: profile.avatar_url ? [profile.avatar_url] : undefined,
    },
  };
}

/** Absolute URLs of the previous and next pages, for <link rel="prev|next">. */
export function sellerPageLinks({ profile, page, pages }: SellerPageData, locale: Locale) {
  return {
    prev:
      page > 1 && page <= pages ? absoluteUrl(routes.seller(profile.id, page - 1), locale) : null,
    next: page < pages ? absoluteUrl(routes.seller(profile.id, page + 1), locale) : null,
  };
}
