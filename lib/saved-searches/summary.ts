import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { CatalogItem } from "@/lib/search/schemas";
import { filterSummary } from "@/lib/search/filters";
import { toSearchFilters } from "./filters";
import type { SavedSearchItem } from "./schemas";

/** Each search's filters in the reader's language ("Škoda Octavia, 2015–2020, nafta"), by id. */
export async function summariesOf(
  searches: SavedSearchItem[],
  locale: Locale,
): Promise<Record<number, string>> {
  const [t, enums] = await Promise.all([
    getTranslations({ locale, namespace: "filterSummary" }),
    getTranslations({ locale, namespace: "enums" }),
  ]);
  return Object.fromEntries(
    searches.map((s) => [
      s.id,
      filterSummary(toSearchFilters(s.filters, s.catalog_filter as CatalogItem[]), {
        locale,
        t,
        enums,
      }),
    ]),
  );
}
