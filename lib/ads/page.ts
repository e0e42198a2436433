import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { bodyKey, fuelKey, transmissionKey } from "@/lib/enums";
import { colourKey, equipmentKey } from "@/lib/enums/car-data";
import { getEnv } from "@/lib/infra/env";
import { formatNumber, formatPrice, horsepower } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { alternatesFor } from "@/lib/seo/alternates";
import { absoluteUrl } from "@/lib/seo/urls";
import { adCrumbs } from "./breadcrumb";
import type { AdDetail } from "./detail";
import { shownDescription } from "./description";
import { breadcrumbJsonLd, carJsonLd } from "./json-ld";
import type { CarAd } from "./types";
import { getAdViewerFor } from "./request-viewer";

type Shown = Extract<AdDetail, { kind: "ad" }>;
type Archived = Extract<AdDetail, { kind: "archived" }>;

/** An absolute URL for a photo (on S3 they are absolute already) or a search path with its query, encoded. */
const absolute = (pathOrUrl: string) => new URL(pathOrUrl, `${getEnv().siteUrl}/`).toString();
const pageUrl = (id: number, locale: Locale) => absoluteUrl(routes.ad(id), locale);

/** What the signed-in reader of this page may do with the ad (lib/ads/request-viewer.ts). */
export async function getAdViewer(ad: Pick<CarAd, "seller_profile_id">) {
  const { headers } = await import("next/headers");
  return getAdViewerFor({
    headers: await headers(),
    ad: { sellerProfileId: ad.seller_profile_id },
  });
}

/** The breadcrumb of the page, with the enum labels in the reader's language. */
export async function getAdCrumbs(ad: CarAd, locale: Locale) {
  const e = await getTranslations({ locale, namespace: "enums" });
  return adCrumbs(ad, {
    fuel: (v) => e(fuelKey(v)),
    transmission: (v) => e(transmissionKey(v)),
  });
}

/** schema.org Car (with its Offer) and BreadcrumbList of an ad page. */
export async function getAdJsonLd(
  detail: Shown,
  crumbs: Awaited<ReturnType<typeof getAdCrumbs>>,
  locale: Locale,
) {
  const { ad, photos, seller } = detail;
  const e = await getTranslations({ locale, namespace: "enums" });
  const t = await getTranslations({ locale, namespace: "adDetail" });
  const home = await getTranslations({ locale, namespace: "home" });
  const url = pageUrl(ad.id, locale);
  const colour = ad.colour ? e(colourKey(ad.colour)) : null;
  const car = carJsonLd({
    ad,
    url,
    images: photos.map((p) => absolute(p.full)),
    description: shownDescription(ad, locale).text,
    bodyType: ad.body_type ? e(bodyKey(ad.body_type)) : null,
    // as the specification list writes it (components/ad-detail/use-spec-format.ts)
    colour: colour && ad.metallic ? t("colourMetallic", { colour }) : colour,
    equipment: ad.equipment.map((item) => e(equipmentKey(item))),
    seller: seller
      ? { name: seller.display_name, dealer: seller.is_dealer, ico: seller.ico ?? null }
      : null,
  });
  const trail = [
    { name: home("home"), url: absoluteUrl("/", locale) },
    ...crumbs.flatMap((c) =>
      c.href ? [{ name: c.name, url: absolute(getPathname({ href: c.href, locale })) }] : [],
    ),
    { name: ad.title, url },
  ];
  return [car, breadcrumbJsonLd(trail)];
}

/** Title "{title} – {price} | Vozovna", a factual description, canonical, hreflang, Open Graph photo. */
export async function adMetadata(detail: Shown | Archived, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "adDetail" });
  const { ad } = detail;
  if (detail.kind === "archived")
    return {
      title: t("archived.metaTitle", { title: ad.title }),
      robots: { index: false, follow: true },
    };
  const card = await getTranslations({ locale, namespace: "card" });
  const e = await getTranslations({ locale, namespace: "enums" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  const facts = [
    String(ad.year),
    ad.mileage_km != null ? card("mileage", { km: formatNumber(ad.mileage_km) }) : null,
    ad.power_kw != null ? card("power", { kw: ad.power_kw, hp: horsepower(ad.power_kw) }) : null,
    ad.fuel_type ? e(fuelKey(ad.fuel_type)).toLowerCase() : null,
    ad.location_name,
  ].filter(Boolean);
  const title = t("metaTitle", { title: ad.title, price: formatPrice(ad.price) });
  const description = t("metaDescription", {
    title: ad.title,
    facts: facts.join(", "),
    price: formatPrice(ad.price),
  });
  const photo = detail.photos[0];
  return {
    title,
    description,
    alternates: alternatesFor(routes.ad(ad.id), locale),
    openGraph: {
      type: "website",
      siteName: meta("siteName"),
      title,
      description,
      url: pageUrl(ad.id, locale),
      ...(photo
        ? {
            images: [
              {
                url: absolute(photo.full),
                width: photo.width ?? undefined,
                height: photo.height ?? undefined,
                alt: ad.title,
              },
            ],
          }
        : {}),
    },
    twitter: { card: photo ? "summary_large_image" : "summary" },
  };
}
