import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { routes } from "@/lib/routes";
import { getMakeFacets, getModelFacets } from "@/lib/search/facet-counts";
import type { FacetGroup } from "@/lib/search/facets";
import { facetCrumb, facetName } from "@/lib/search/landing";
import type { CatalogOption } from "@/lib/search/options";

/** Links per group on a make's page: its models' busiest facets, a few each. */
const MAKE_LINKS_PER_GROUP = 12;
const GROUPS: readonly FacetGroup[] = ["body", "fuel", "region"];

/**
 * "Podle karoserie / Podle paliva / Podle kraje": the facet pages (lib/search/facets.ts) of a
 * model's landing page, or of a make's models, that have at least FACET_MIN_ADS active ads (one
 * grouped count a page, lib/search/facet-counts.ts). Plain links, as PopularMakes' (its comment
 * says why).
 */
export async function FacetLinks({
  make,
  model,
  locale,
}: {
  make: CatalogOption;
  model?: CatalogOption["models"][number];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "landing" });
  const byName = new Map(make.models.map((m) => [m.name, m]));
  const listed = model
    ? (await getModelFacets(make.name, model.name)).map((f) => ({ ...f, model }))
    : (await getMakeFacets(make.name)).flatMap((f) => {
        const m = byName.get(f.model);
        return m ? [{ ...f, model: m }] : [];
      });
  const links = await Promise.all(
    listed.map(async (f) => ({
      group: f.facet.group,
      href: routes.landing({ make, model: f.model, facet: f.facet }),
      // a model's own page names the facet alone; a make's page names the model too
      label: model
        ? await facetCrumb(f.facet, locale)
        : `${f.model.name}${f.facet.kind === "region" ? " – " : " "}${await facetName(f.facet, locale)}`,
    })),
  );
  const groups = GROUPS.map((group) => ({
    group,
    links: links
      .filter((l) => l.group === group)
      .slice(0, model ? undefined : MAKE_LINKS_PER_GROUP),
  })).filter((g) => g.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-3">
      {groups.map((g) => (
        <section key={g.group} aria-labelledby={`facets-${g.group}`}>
          <h2 id={`facets-${g.group}`} className="mb-2 text-lg font-semibold">
            {t(`links.${g.group}`)}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {g.links.map((l) => (
              <li key={l.href}>
                <a
                  href={getPathname({ href: l.href, locale })}
                  className="hover:border-primary-300 hover:text-primary-700 block rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
