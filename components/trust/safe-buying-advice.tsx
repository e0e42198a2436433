import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { routes } from "@/lib/routes";
import { alternatesFor } from "@/lib/seo/alternates";
import { SAFE_BUYING_RULES } from "./safe-buying-panel";

/** The scams the page explains, one per warning category (literal keys). */
const SCAMS = [
  "page.scams.deposit",
  "page.scams.abroad",
  "page.scams.escrow",
  "page.scams.courier",
  "page.scams.messenger",
  "page.scams.foreign_account",
  "page.scams.gift_card",
  "page.scams.overpayment",
  "page.scams.low_price",
] as const;

/** Title, description, canonical and hreflang of /bezpecny-nakup (as staticPageMetadata's). */
export async function safeBuyingMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "safety.page" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternatesFor(routes.safeBuying, locale),
    openGraph: { title: t("title"), description: t("description"), siteName: "Vozovna" },
  };
}

/** The full advice on buying (and selling) safely: the scams, the rules, what to do. */
export async function SafeBuyingAdvice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "safety" });
  const h2 = "mt-8 mb-3 text-xl font-semibold text-slate-900";
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200 md:p-10">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{t("page.title")}</h1>
      <p className="leading-7">{t("page.intro")}</p>
      <h2 className={h2}>{t("page.scamsTitle")}</h2>
      <ul className="grid list-disc gap-2 pl-6 leading-7">
        {SCAMS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2 className={h2}>{t("page.rulesTitle")}</h2>
      <ol className="grid list-decimal gap-1 pl-6 leading-7">
        {SAFE_BUYING_RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <h2 className={h2}>{t("page.helpTitle")}</h2>
      <p className="leading-7">{t("page.help")}</p>
    </article>
  );
}
