import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { facetTitle } from "@/lib/search/landing";
import type { Landing } from "@/lib/search/page-data";

export interface HeadingContext {
  make?: string;
  model?: string;
  year?: number;
  /** a facet page's landing: its own heading (lib/search/landing.ts facetTitle) */
  landing?: Landing;
}

/** The heading's text by make, model and year (also the landing pages' title). */
export async function searchHeadingText(
  { make, model, year, landing }: HeadingContext,
  locale: string,
) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const heading = landing?.facet
    ? await facetTitle({ ...landing, facet: landing.facet }, locale as Locale)
    : make && model
      ? t("headingModel", { make, model })
      : make
        ? t("headingMake", { make })
        : t("heading");
  return year ? t("headingYear", { heading, year }) : heading;
}

/** Heading and promo banner whose text depends on make, model and year (seed 000 §2.3). */
export async function SearchHeading({
  context,
  locale,
  summary,
}: {
  context: HeadingContext;
  locale: string;
  summary: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "home" });
  const { make, model, year } = context;
  const promo =
    make && model
      ? t("promoModel", { make, model })
      : make
        ? t("promoMake", { make })
        : year
          ? t("promoYear", { year })
          : t("promo");
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {await searchHeadingText(context, locale)}
        </h1>
        <p className="mt-1 text-slate-600">{summary}</p>
      </div>
      {/* the call to action moves under the text rather than squeeze it into a narrow column */}
      <aside className="bg-secondary-50 text-secondary-700 flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm">
        <p className="min-w-0 grow basis-64">{promo}</p>
        <Link
          href={routes.createAd}
          className={buttonClass({
            variant: "accent",
            size: "sm",
            className: "shrink-0 whitespace-nowrap",
          })}
        >
          {t("promoCta")}
        </Link>
      </aside>
    </div>
  );
}
