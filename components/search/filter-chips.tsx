import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import type { Ordering } from "@/lib/search/constants";
import { filterChips } from "@/lib/search/filters";
import { searchHref, type FormState } from "@/lib/search/form-state";

/**
 * The chosen filters above the results, each a link to the same search without it (issue 29):
 * rendered on the server, so they work before any JavaScript and crawlers see plain links.
 */
export async function FilterChips({
  form,
  ordering,
  locale,
}: {
  form: FormState;
  ordering: Ordering;
  locale: Locale;
}) {
  const [t, summary, enums] = await Promise.all([
    getTranslations({ locale, namespace: "searchForm" }),
    getTranslations({ locale, namespace: "filterSummary" }),
    getTranslations({ locale, namespace: "enums" }),
  ]);
  // the form holds the VAT switch off as false: no filter
  const chips = filterChips(
    { ...form, vat_refund: form.vat_refund || undefined },
    {
      locale,
      t: summary,
      enums,
    },
  );
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("chosenFilters")} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={searchHref({ ...form, ...chip.remove }, { ordering })}
            aria-label={t("removeFilter", { label: chip.label })}
            className="hover:border-primary-500 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800"
          >
            {chip.label}
            <span aria-hidden className="text-slate-500">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
