import { getTranslations } from "next-intl/server";
import { searchHref } from "@/lib/search/form-state";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import type { CatalogOption } from "@/lib/search/options";
import { MakeLogo } from "./make-logo";

/**
 * Popular makes as links to /?make=…, or, when a make is chosen, its other models (seed 000 §2.3).
 * Plain links, not the client router's: a full load of these few pages comes from the page cache
 * (~0.5 ms on the server), a client-side navigation is an uncached render (~25 ms), and two dozen
 * router links cost the page's own render ~2 ms and its hydration as much.
 */
export async function PopularMakes({
  catalog,
  make,
  chosen,
  locale,
}: {
  catalog: CatalogOption[];
  make?: CatalogOption;
  chosen: string[];
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const links = make
    ? make.models
        .filter((m) => !chosen.includes(m.name))
        .map((m) => ({
          key: m.name,
          label: m.name,
          href: searchHref({
            make: make.name,
            models: [{ model: m.name, variants: [], generations: [] }],
          }),
          logo: null,
        }))
    : catalog
        .filter((m) => m.popular)
        .map((m) => ({
          key: m.name,
          label: m.name,
          href: searchHref({ make: m.name, models: [] }),
          logo: <MakeLogo logo={m.logo} />,
        }));
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading" className="mt-10">
      <h2 id="popular-heading" className="mb-3 text-lg font-semibold">
        {make ? t("otherModels", { make: make.name }) : t("popularMakes")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
        {links.map((l) => (
          <li key={l.key}>
            <a
              href={getPathname({ href: l.href, locale: locale as Locale })}
              className="hover:border-primary-300 hover:text-primary-700 flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium"
            >
              {l.logo}
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
