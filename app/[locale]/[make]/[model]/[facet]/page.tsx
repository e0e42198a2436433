import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { JsonLd } from "@/components/search/json-ld";
import { SearchScreen } from "@/components/search/search-screen";
import { SellTimeLine } from "@/components/search/sell-time-line";
import { routes } from "@/lib/routes";
import { facetOf } from "@/lib/search/facets";
import { landingJsonLd, landingMetadata, resolveLanding } from "@/lib/search/landing";
import { getSearchPageData, type Landing } from "@/lib/search/page-data";

type Params = { locale: Locale; make: string; model: string; facet: string };

/** The model's landing page with the facet, or null (an unknown make, model or facet). */
async function facetLanding({ make, model, facet }: Params): Promise<Landing | null> {
  const landing = await resolveLanding(make, model);
  const f = facetOf(facet, { model: true });
  return landing?.model && f ? { make: landing.make, model: landing.model, facet: f } : null;
}

// /{make}/{model}/{facet}: one model's search with a body type, 4×4, a fuel or a region
// (lib/search/facets.ts), a landing page for search engines
export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/[make]/[model]/[facet]">): Promise<Metadata> {
  const p = (await params) as Params;
  const landing = await facetLanding(p);
  if (!landing) return {};
  return landingMetadata(landing, await getSearchPageData(await searchParams, landing), p.locale);
}

export default async function FacetPage({
  params,
  searchParams,
}: PageProps<"/[locale]/[make]/[model]/[facet]">) {
  const p = (await params) as Params;
  const { locale } = p;
  setRequestLocale(locale);
  const landing = await facetLanding(p);
  if (!landing) {
    if (p.make === "accounts") notFound(); // an unknown page of the accounts area
    // a known model with a facet no one declared is a missing page; any other path goes home
    // as the route table says (app/[locale]/[make]/[model]/[...rest])
    if (await resolveLanding(p.make, p.model)) notFound();
    return redirect({ href: "/", locale });
  }
  const query = await searchParams;
  const data = await getSearchPageData(query, landing);
  return (
    <>
      <JsonLd data={await landingJsonLd(landing, data, locale)} />
      <SearchScreen
        data={data}
        locale={locale}
        basePath={routes.landing(landing)}
        query={query}
        landing={landing}
      />
      {landing.make && landing.model && (
        <SellTimeLine make={landing.make.name} model={landing.model.name} locale={locale} />
      )}
    </>
  );
}
