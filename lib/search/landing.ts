import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { routing, type Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { absoluteUrl } from "@/lib/seo/urls";
import { getCatalog, type Landing, type SearchPageData } from "./page-data";

/** A slug as typed in the path; "a%b" (a literal percent) is simply no known slug. */
function slugOf(raw: string): string {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The make (and model) of a landing page's slugs, or null for an unknown one. */
export async function resolveLanding(
  makeSlug: string,
  modelSlug?: string,
): Promise<Landing | null> {
  const make = (await getCatalog()).find((m) => m.slug === slugOf(makeSlug));
  if (!make) return null;
  if (modelSlug === undefined) return { make };
  const model = make.models.find((m) => m.slug === slugOf(modelSlug));
  return model ? { make, model } : null;
}

/** Title, description, canonical and hreflang of a landing page in its language. */
export async function landingMetadata(
  landing: Landing,
  data: SearchPageData,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "landing" });
  const names = { make: landing.make.name, model: landing.model?.name ?? "" };
  const count = formatNumber(data.result.count);
  const path = routes.landing(landing);
  const title = landing.model ? t("titleModel", names) : t("titleMake", names);
  const description = landing.model
    ? t("descriptionModel", { ...names, count })
    : t("descriptionMake", { ...names, count });
  const languages = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(path, l)]));
  return {
    title,
    description,
    alternates: {
      canonical: absoluteUrl(path, locale),
      languages: { ...languages, "x-default": absoluteUrl(path, routing.defaultLocale) },
    },
    openGraph: { title, description, url: absoluteUrl(path, locale), type: "website" },
  };
}

/** JSON-LD ItemList of the shown ads and the BreadcrumbList of a landing page. */
export async function landingJsonLd(landing: Landing, data: SearchPageData, locale: Locale) {
  const home = await getTranslations({ locale, namespace: "home" });
  const crumbs = [
    { name: home("home"), href: "/" },
    { name: landing.make.name, href: `/${landing.make.slug}` },
    ...(landing.model ? [{ name: landing.model.name, href: routes.landing(landing) }] : []),
  ];
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: c.name,
        item: absoluteUrl(c.href, locale),
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      numberOfItems: data.result.results.length,
      itemListElement: data.result.results.map((ad, i) => ({
        "@type": "ListItem",
        position: (data.filters.page - 1) * 20 + i + 1,
        url: absoluteUrl(routes.ad(ad.id), locale),
        name: ad.title,
      })),
    },
  ];
}

/**
 * Canonical and hreflang of the home search: a plain make (and model) choice points to its
 * landing page; other filter mixes point to the unfiltered page of the same make or to `/`.
 */
export async function homeMetadata(data: SearchPageData, locale: Locale): Promise<Metadata> {
  const model =
    data.models.length === 1
      ? data.make?.models.find((m) => m.name === data.models[0].model)
      : undefined;
  const path = data.make ? routes.landing({ make: data.make, model }) : routes.home;
  const languages = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(path, l)]));
  const t = await getTranslations({ locale, namespace: "landing" });
  const names = { make: data.make?.name ?? "", model: model?.name ?? "" };
  return {
    ...(data.make ? { title: model ? t("titleModel", names) : t("titleMake", names) } : {}),
    alternates: {
      canonical: absoluteUrl(path, locale),
      languages: { ...languages, "x-default": absoluteUrl(path, routing.defaultLocale) },
    },
  };
}
