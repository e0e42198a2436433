import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { routing, type Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { absoluteUrl } from "@/lib/seo/urls";
import type cs from "@/messages/cs.json";
import { facetOf, FACET_MIN_ADS, FACETS, type Facet } from "./facets";
import { filterEntries } from "./filter-url";
import type { CatalogOption } from "./options";
import { getCatalog, getSearchPageData, type Landing, type SearchPageData } from "./page-data";

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
): Promise<{ make: CatalogOption; model?: CatalogOption["models"][number] } | null> {
  const make = (await getCatalog()).find((m) => m.slug === slugOf(makeSlug));
  if (!make) return null;
  if (modelSlug === undefined) return { make };
  const model = make.models.find((m) => m.slug === slugOf(modelSlug));
  return model ? { make, model } : null;
}

/**
 * The one-segment page /{slug}: a make's landing page, else a facet across makes (a make's slug
 * always wins, so no facet shadows a make the catalogue gains), else null.
 */
export async function resolveTopLanding(slug: string): Promise<Landing | null> {
  const facet = facetOf(slug, { model: false });
  return (await resolveLanding(slug)) ?? (facet ? { facet } : null);
}

/** The name a facet has inside a title ("kombi", "4×4", "Jihomoravský kraj"). */
export async function facetName(facet: Facet, locale: Locale): Promise<string> {
  if (facet.kind === "region")
    return (await getTranslations({ locale, namespace: "enums" }))(`region.${facet.slug}`);
  return (await getTranslations({ locale, namespace: "landing" }))(`facets.${facet.slug}`);
}

/** The breadcrumb's name of a facet: its name with a capital ("Kombi", "4×4"). */
export async function facetCrumb(facet: Facet, locale: Locale): Promise<string> {
  const name = await facetName(facet, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * A facet page's title and heading: "Škoda Octavia kombi – ojeté i nové na prodej", "Ojeté vozy
 * 4×4", "Auta na prodej – Jihomoravský kraj".
 */
export async function facetTitle(
  landing: Landing & { facet: Facet },
  locale: Locale,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: "landing" });
  const { facet } = landing;
  const name = await facetName(facet, locale);
  if (landing.make) {
    const names = { make: landing.make.name, model: landing.model.name };
    return facet.kind === "region"
      ? t("regionModel", { ...names, region: name })
      : t("facetModel", { ...names, facet: name });
  }
  if (facet.kind === "region") return t("region", { region: name });
  return t(`facetsAll.${facet.slug as AcrossSlug}`);
}
/** The named facets served across makes (the fuels are served only under a model). */
type AcrossSlug = keyof (typeof cs)["landing"]["facetsAll"];

/**
 * Fewer than FACET_MIN_ADS active ads on a facet's own page (its path without a query): thin
 * content, for people only.
 */
async function thinFacet(landing: Landing): Promise<boolean> {
  if (!landing.facet) return false;
  return (await getSearchPageData({}, landing)).result.count < FACET_MIN_ADS;
}

/** A facet's filters, or a search's, as the URL writes them: equal texts are the same search. */
const filtersText = (f: Parameters<typeof filterEntries>[0]) => JSON.stringify(filterEntries(f));
const FACET_SEARCHES = new Map(FACETS.map((f) => [filtersText(f.filters), f]));

/**
 * The facet page that shows exactly this search, if it is indexed (not thin, the rule of its own
 * page): the search's filters are exactly the facet's (page and ordering aside), with one model
 * and no generation or variant of it (/{make}/{model}/{facet}), or with no make at all (/{facet}
 * across makes, unless a make has its slug). Null when there is none.
 */
async function facetPageOf(data: SearchPageData): Promise<Landing | null> {
  const facet = FACET_SEARCHES.get(filtersText(data.filters));
  if (!facet) return null;
  let landing: Landing | null = null;
  if (data.make) {
    const [choice, ...more] = data.models;
    const model =
      choice && !more.length && !choice.variants.length && !choice.generations.length
        ? data.make.models.find((m) => m.name === choice.model)
        : undefined;
    if (model) landing = { make: data.make, model, facet };
  } else if (!facet.modelOnly) {
    const top = await resolveTopLanding(facet.slug);
    if (top?.facet) landing = top;
  }
  return landing && !(await thinFacet(landing)) ? landing : null;
}

/** Title, description, canonical and hreflang of a landing page in its language. */
export async function landingMetadata(
  landing: Landing,
  data: SearchPageData,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "landing" });
  const names = { make: landing.make?.name ?? "", model: landing.model?.name ?? "" };
  const count = formatNumber(data.result.count);
  // a make's or model's page whose query is exactly a facet's search: that facet page is canonical
  const facetPage = landing.facet ? null : await facetPageOf(data);
  const path = routes.landing(facetPage ?? landing);
  let title: string, description: string;
  if (landing.facet) {
    title = await facetTitle(landing, locale);
    description = t("descriptionFacet", { title, count });
  } else if (landing.model) {
    title = t("titleModel", names);
    description = t("descriptionModel", { ...names, count });
  } else {
    title = t("titleMake", names);
    description = t("descriptionMake", { ...names, count });
  }
  const languages = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(path, l)]));
  return {
    title,
    description,
    ...((await thinFacet(landing)) ? { robots: { index: false, follow: true } } : {}),
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
  const { make, model, facet } = landing;
  const crumbs = [
    { name: home("home"), href: "/" },
    ...(make ? [{ name: make.name, href: routes.landing({ make }) }] : []),
    ...(make && model ? [{ name: model.name, href: routes.landing({ make, model }) }] : []),
    ...(facet ? [{ name: await facetCrumb(facet, locale), href: routes.landing(landing) }] : []),
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
 * Canonical and hreflang of the home search: a search that an indexed facet page shows exactly
 * points to it (make, model and kombi: /skoda/octavia/kombi; kombi alone: /kombi); a plain make
 * (and model) choice points to its landing page; other filter mixes point to the unfiltered page
 * of the same make or to `/`.
 */
export async function homeMetadata(data: SearchPageData, locale: Locale): Promise<Metadata> {
  const model =
    data.models.length === 1
      ? data.make?.models.find((m) => m.name === data.models[0].model)
      : undefined;
  const facetPage = await facetPageOf(data);
  const path = facetPage
    ? routes.landing(facetPage)
    : data.make
      ? routes.landing({ make: data.make, model })
      : routes.home;
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
