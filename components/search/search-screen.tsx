import { getTranslations } from "next-intl/server";
import { AdCard } from "@/components/ad/ad-card";
import { cardPriority } from "@/components/ad/photo-priority";
import { Pagination } from "@/components/ui/pagination";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SEARCH_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { toMakeOption, toModelOption } from "@/lib/search/options";
import { facetCrumb } from "@/lib/search/landing";
import type { Landing, SearchPageData } from "@/lib/search/page-data";
import { invertedRanges } from "@/lib/search/filter-url";
import type { Locale } from "@/i18n/routing";
import { FilterChips } from "./filter-chips";
import { NoResults } from "./no-results";
import { SearchForm } from "./search-form";
import { SearchHeading } from "./search-heading";
import { PopularMakes } from "./popular-makes";
import { RememberSearch } from "./remember-search";
import { TrackSavedSearch } from "./track-saved-search";
import { ResultsArea } from "./results-area";
import { RESULTS_ID, SearchNavProvider } from "./search-nav";
import { SearchPagination } from "./search-pagination";
import { SortBar } from "./sort-bar";
import { routes } from "@/lib/routes";
import { TRACKING_PARAM } from "@/lib/saved-searches/tracking";

/**
 * The search and browse screen of /, /{make}, /{make}/{model} (seed 000 §2.3) and the facet pages
 * /{make}/{model}/{facet} and /{facet} (lib/search/facets.ts).
 */
export async function SearchScreen({
  data,
  locale,
  basePath,
  query,
  landing,
}: {
  data: SearchPageData;
  locale: string;
  basePath: string;
  query: Record<string, string | string[] | undefined>;
  landing?: Landing;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const { catalog, make, models, filters, form, generations, result, pages } = data;
  const model = models.length === 1 ? models[0].model : undefined;
  const summary = t("offers", { count: result.count });
  const crumbs: Crumb[] = [];
  if (make) crumbs.push({ name: make.name, href: routes.landing({ make }) });
  const modelSlug = make?.models.find((m) => m.name === model)?.slug;
  if (make && model && modelSlug)
    crumbs.push({ name: model, href: routes.landing({ make, model: { slug: modelSlug } }) });
  if (landing?.facet)
    crumbs.push({
      name: await facetCrumb(landing.facet, locale as Locale),
      href: routes.landing(landing),
    });
  const hrefFor = (page: number) => {
    const q = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
    );
    q.delete(TRACKING_PARAM);
    if (page > 1) q.set("page", String(page));
    else q.delete("page");
    const qs = q.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  return (
    <ClientMessages namespaces={SEARCH_MESSAGES}>
      <div>
        <Breadcrumb crumbs={crumbs} locale={locale} lastIsPage />
        <SearchHeading
          context={{ make: make?.name, model, year: filters.min_year, landing }}
          locale={locale}
          summary={summary}
        />
        <SearchNavProvider>
          <div className="mt-4">
            <SearchForm
              key={JSON.stringify(form)}
              makes={catalog.map(toMakeOption)}
              initialModels={(make?.models ?? []).map(toModelOption)}
              initial={form}
              initialGenerations={generations}
              initialCount={result.count}
              ordering={filters.ordering}
            />
          </div>
          <FilterChips form={form} ordering={filters.ordering} locale={locale as Locale} />
          <section id={RESULTS_ID} aria-labelledby="results-heading" className="scroll-mt-20">
            <h2 id="results-heading" className="sr-only">
              {t("results")}
            </h2>
            <SortBar ordering={filters.ordering} summary={summary} />
            <ResultsArea ids={result.results.map((ad) => ad.id)}>
              {result.results.length === 0 ? (
                <NoResults
                  inverted={invertedRanges(filters).length > 0}
                  page={filters.page}
                  pages={pages}
                  hrefFor={hrefFor}
                />
              ) : (
                <ol className="grid gap-4">
                  {result.results.map((ad, i) => (
                    <li key={ad.id} data-ad-id={ad.id}>
                      <AdCard ad={ad} priority={cardPriority(i)} />
                    </li>
                  ))}
                </ol>
              )}
            </ResultsArea>
            <SearchPagination>
              {filters.page <= pages && (
                <Pagination page={filters.page} pages={pages} hrefFor={hrefFor} />
              )}
            </SearchPagination>
          </section>
        </SearchNavProvider>
        <PopularMakes
          catalog={catalog}
          make={make}
          chosen={models.map((m) => m.model)}
          locale={locale}
        />
        <TrackSavedSearch />
        <RememberSearch make={make?.name ?? landing?.make?.name} model={model} />
      </div>
    </ClientMessages>
  );
}
