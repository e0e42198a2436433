import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { FacetLinks } from "@/components/search/facet-links";
import { JsonLd } from "@/components/search/json-ld";
import { SearchScreen } from "@/components/search/search-screen";
import { routes } from "@/lib/routes";
import { landingJsonLd, landingMetadata, resolveTopLanding } from "@/lib/search/landing";
import { getSearchPageData } from "@/lib/search/page-data";

// /{make}: the search screen for one make, a landing page for search engines; a slug no make has
// may be a facet across makes (/kombi, /4x4, /jihomoravsky-kraj: lib/search/facets.ts)
export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/[make]">): Promise<Metadata> {
  const { locale, make } = (await params) as { locale: Locale; make: string };
  const landing = await resolveTopLanding(make);
  if (!landing) return {};
  return landingMetadata(landing, await getSearchPageData(await searchParams, landing), locale);
}

export default async function MakePage({ params, searchParams }: PageProps<"/[locale]/[make]">) {
  const { locale, make } = (await params) as { locale: Locale; make: string };
  setRequestLocale(locale);
  const landing = await resolveTopLanding(make);
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
      {landing.make && !landing.facet && <FacetLinks make={landing.make} locale={locale} />}
    </>
  );
}
