import "server-only";
import { pointOf } from "./places";
import { cache } from "react";
import { PAGE_SIZE } from "@/lib/ads/types";
import { facetOf, type Facet } from "./facets";
import { catalogItems, formStateFrom, type FormState } from "./form-state";
import type { CatalogOption, GenerationOption } from "./options";
import { getCatalogOptions, getGenerationOptions } from "./registry-options";
import {
  makeFromParams,
  MAX_PAGE,
  modelsFromParams,
  parseSearchParams,
  type ModelChoice,
  type SearchFilters,
} from "./schemas";
import { searchAds, type SearchResult } from "./search";

export type PageParams = Record<string, string | string[] | undefined>;

/**
 * A landing page's fixed make (and model), from its path, and its facet (lib/search/facets.ts):
 * /{make}, /{make}/{model}, /{make}/{model}/{facet} or, across makes, /{facet}.
 */
export type Landing =
  | { make: CatalogOption; model?: CatalogOption["models"][number]; facet?: undefined }
  | { make: CatalogOption; model: CatalogOption["models"][number]; facet: Facet }
  | { make?: undefined; model?: undefined; facet: Facet };

export interface SearchPageData {
  catalog: CatalogOption[];
  make: CatalogOption | undefined;
  models: ModelChoice[];
  filters: SearchFilters;
  form: FormState;
  generations: GenerationOption[];
  result: SearchResult;
  pages: number;
}

export const getCatalog = cache(getCatalogOptions);

/** Everything the search screen renders for one URL (home or landing page). */
export function getSearchPageData(query: PageParams, landing?: Landing): Promise<SearchPageData> {
  // keyed by value: metadata and page of one request share one search
  return loadPageData(
    JSON.stringify(query),
    landing?.make?.slug,
    landing?.model?.slug,
    landing?.facet?.slug,
  );
}

const loadPageData = cache(
  async (
    queryJson: string,
    makeSlug?: string,
    modelSlug?: string,
    facetSlug?: string,
  ): Promise<SearchPageData> => {
    const query = JSON.parse(queryJson) as PageParams;
    const catalog = await getCatalog();
    const landingMake = makeSlug ? catalog.find((m) => m.slug === makeSlug) : undefined;
    const landing = landingMake && {
      make: landingMake,
      model: landingMake.models.find((m) => m.slug === modelSlug),
    };
    const make = landing?.make ?? catalog.find((m) => m.name === makeFromParams(query));
    const known = new Set(make?.models.map((m) => m.name));
    const models: ModelChoice[] = landing?.model
      ? [{ model: landing.model.name, variants: [], generations: [] }]
      : make
        ? modelsFromParams(query).filter((m) => known.has(m.model))
        : [];
    // the facet's filters are the path's: the query may add others, not change these
    const facet = facetSlug ? facetOf(facetSlug, { model: true }) : undefined;
    const filters = {
      ...parseSearchParams(query),
      ...facet?.filters,
      catalog: catalogItems(make?.name ?? null, models),
    };
    // a place no one knows is left out, as any malformed value is
    if (filters.near && !pointOf(filters.near.place)) delete filters.near;
    const form = formStateFrom(filters, make?.name ?? null, models);
    const [result, generations] = await Promise.all([
      searchAds(filters),
      make?.popular && models.length
        ? getGenerationOptions(
            make.name,
            models.map((m) => m.model),
          )
        : Promise.resolve([]),
    ]);
    const pages = Math.min(MAX_PAGE, Math.ceil(result.count / PAGE_SIZE));
    return { catalog, make, models, filters, form, generations, result, pages };
  },
);
