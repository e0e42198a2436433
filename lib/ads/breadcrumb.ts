import "server-only";
import { findMake, findModel, getGenerationById } from "@/lib/registry/queries";
import { routes } from "@/lib/routes";
import { pageQuery, type FormState, searchHref } from "@/lib/search/form-state";
import { searchTransmission, type FuelType, type SearchTransmission } from "@/lib/enums";
import type { CarAd } from "./types";

export interface AdCrumb {
  name: string;
  /** the matching search; null when the registry does not know the make (or model) */
  href: string | null;
}

/**
 * Make › model › generation › fuel › transmission (seed 001 §2.1), each a crawlable link to the
 * search that narrows to it: the make and model landing pages, then the same search with the
 * generation (the home search: landing pages do not take one), the fuel and the gearbox added.
 */
export async function adCrumbs(
  ad: Pick<CarAd, "make" | "model" | "generation" | "generation_id" | "fuel_type" | "transmission">,
  label: { fuel: (value: FuelType) => string; transmission: (value: SearchTransmission) => string },
): Promise<AdCrumb[]> {
  const make = await findMake(ad.make);
  const model = make ? await findModel(make.name, ad.model) : null;
  const generation = model && ad.generation_id ? await getGenerationById(ad.generation_id) : null;
  const gen = generation && generation.model === model?.name ? generation : null;
  const state: FormState = {
    make: make?.name ?? null,
    models: model ? [{ model: model.name, variants: [], generations: gen ? [gen.id] : [] }] : [],
  };
  const landing = model
    ? routes.landing({ make: { slug: model.makeSlug }, model })
    : make
      ? routes.landing({ make })
      : null;
  // With a generation the narrower searches go through the home search, which reads the models list.
  const hrefOf = (extra: Partial<FormState>) => {
    if (!landing) return null;
    if (gen) return searchHref({ ...state, ...extra });
    const qs = pageQuery({ make: null, models: [], ...extra });
    return qs ? `${landing}?${qs}` : landing;
  };
  const crumbs: AdCrumb[] = [
    { name: make?.name ?? ad.make, href: make ? routes.landing({ make }) : null },
    { name: model?.name ?? ad.model, href: model ? landing : null },
  ];
  if (ad.generation) crumbs.push({ name: ad.generation, href: gen ? hrefOf({}) : null });
  const narrow: Partial<FormState> = {};
  if (ad.fuel_type) {
    narrow.fuel_type = ad.fuel_type;
    crumbs.push({ name: label.fuel(ad.fuel_type), href: hrefOf(narrow) });
  }
  if (ad.transmission) {
    narrow.transmission = searchTransmission(ad.transmission);
    crumbs.push({ name: label.transmission(narrow.transmission), href: hrefOf(narrow) });
  }
  return crumbs;
}

/** The search for an ad's make, model and generation (as far as the registry knows them), with its name. */
export async function similarSearch(
  ad: Parameters<typeof adCrumbs>[0],
): Promise<{ href: string; name: string } | null> {
  const chain = (await adCrumbs(ad, { fuel: String, transmission: String })).slice(
    0,
    ad.generation ? 3 : 2,
  );
  const upTo = chain.findLastIndex((c) => c.href);
  if (upTo < 0) return null;
  const names = chain.slice(0, upTo + 1).map((c) => c.name);
  // "Škoda Octavia III", not "Škoda Octavia Octavia III": generation names often repeat the model
  if (names.length === 3 && names[2].startsWith(names[1])) names.splice(1, 1);
  return { href: chain[upTo].href!, name: names.join(" ") };
}
