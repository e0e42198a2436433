import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdCard } from "@/components/ad/ad-card";
import { Pagination } from "@/components/ui/pagination";
import { PAGE_SIZE } from "@/lib/ads/types";
import { parseSearchParams } from "@/lib/search/schemas";
import { searchAds } from "@/lib/search/queries";
import type { Locale } from "@/i18n/routing";

export default async function HomePage({ params, searchParams }: PageProps<"/[locale]">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const filters = parseSearchParams(query);
  const [t, { results, count }] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    searchAds(filters),
  ]);
  const pages = Math.ceil(count / PAGE_SIZE);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
    );
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    const qs = next.toString();
    return qs ? `/?${qs}` : "/";
  };
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("heading")}</h1>
      <p className="mt-1 text-slate-600">{t("offers", { count })}</p>
      <section aria-label={t("results")} className="mt-6">
        {results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <h2 className="text-lg font-semibold">{t("empty")}</h2>
            <p className="mt-1 text-slate-600">{t("emptyDescription")}</p>
          </div>
        ) : (
          <ol className="grid gap-4">
            {results.map((ad, i) => (
              <li key={ad.id}>
                <AdCard ad={ad} priority={i < 2} />
              </li>
            ))}
          </ol>
        )}
        <Pagination page={filters.page} pages={pages} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
