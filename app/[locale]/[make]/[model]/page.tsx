import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { FacetLinks } from "@/components/search/facet-links";
import { SellTimeLine } from "@/components/search/sell-time-line";
import { JsonLd } from "@/components/search/json-ld";
import { SearchScreen } from "@/components/search/search-screen";
import { routes } from "@/lib/routes";
import { landingJsonLd, landingMetadata, resolveLanding } from "@/lib/search/landing";
import { getSearchPageData } from "@/lib/search/page-data";

type Params = { locale: Locale; make: string; model: string };

// /{make}/{model}: the search screen for one model, a landing page for search engines
export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/[make]/[model]">): Promise<Metadata> {
  const { locale, make, model } = (await params) as Params;
  const landing = await resolveLanding(make, model);
  if (!landing) return {};
  return landingMetadata(landing, await getSearchPageData(await searchParams, landing), locale);
}

export default async function ModelPage({
  params,
  searchParams,
}: PageProps<"/[locale]/[make]/[model]">) {
  const { locale, make, model } = (await params) as Params;
  setRequestLocale(locale);
  const landing = await resolveLanding(make, model);
  if (!landing && make === "accounts") notFound(); // an unknown page of the accounts area
  if (!landing) return redirect({ href: "/", locale });
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
      {landing.model && (
        <SellTimeLine make={landing.make.name} model={landing.model.name} locale={locale} />
      )}
      <FacetLinks make={landing.make} model={landing.model} locale={locale} />
    </>
  );
}
