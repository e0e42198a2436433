import { useLocale, useTranslations } from "next-intl";
import { PriceBadge } from "@/components/price-rating/price-badge";
import { Link } from "@/i18n/navigation";
import type { PriceLabel } from "@/lib/enums";
import { formatDate } from "@/lib/infra/format";
import { routes } from "@/lib/routes";

/** The rules the panel and the advice page list, as literal message keys. */
export const SAFE_BUYING_RULES = [
  "panel.viewing",
  "panel.vin",
  "panel.meet",
  "panel.courier",
  "panel.platform",
] as const;

/** What the panel says about the seller and the listing: facts, not a score. */
export interface SafeBuyingFacts {
  /** null: an imported listing (its seller is not ours to vouch for) or no profile */
  seller: { phoneVerified: boolean; since: string; activeAds: number } | null;
  /** when the car was first listed, here or elsewhere (this listing's date when it is the first) */
  firstListed: string;
  /** the price rating's label; null: not rated yet */
  priceLabel: PriceLabel | null;
}

/**
 * "Bezpečný nákup" beside the seller card of an active ad (issue 31): the facts a buyer checks a
 * seller by (verified phone, on Vozovna since, active ads, first listed, price rating), what a real
 * seller never asks, and a link to the full advice page (/bezpecny-nakup).
 */
export function SafeBuyingPanel({ facts }: { facts: SafeBuyingFacts }) {
  const t = useTranslations("safety");
  const locale = useLocale();
  const { seller, priceLabel } = facts;
  const fact = "flex items-baseline gap-2";
  return (
    <section
      aria-labelledby="safe-buying"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 text-sm text-slate-700"
    >
      <h2 id="safe-buying" className="font-semibold text-slate-900">
        {t("panel.title")}
      </h2>
      <ul className="mt-2 grid gap-1" aria-label={t("facts.label")}>
        {seller ? (
          <>
            <li className={fact}>
              {seller.phoneVerified ? (
                <>
                  <span aria-hidden className="text-emerald-700">
                    ✓
                  </span>
                  {t("facts.phoneVerified")}
                </>
              ) : (
                <>
                  <span aria-hidden className="text-amber-700">
                    !
                  </span>
                  {t("facts.phoneNotVerified")}
                </>
              )}
            </li>
            <li className={fact}>
              <span aria-hidden className="text-slate-500">
                •
              </span>
              <span>
                {t("facts.since")}{" "}
                <time dateTime={seller.since}>{formatDate(seller.since, locale)}</time>
              </span>
            </li>
            <li className={fact}>
              <span aria-hidden className="text-slate-500">
                •
              </span>
              {t("facts.activeAds", { count: seller.activeAds })}
            </li>
          </>
        ) : (
          <li className={fact}>
            <span aria-hidden className="text-amber-700">
              !
            </span>
            {t("facts.imported")}
          </li>
        )}
        <li className={fact}>
          <span aria-hidden className="text-slate-500">
            •
          </span>
          <span>
            {t("facts.firstListed")}{" "}
            <time dateTime={facts.firstListed}>{formatDate(facts.firstListed, locale)}</time>
          </span>
        </li>
        <li className={`${fact} flex-wrap`}>
          <span aria-hidden className="text-slate-500">
            •
          </span>
          {t("facts.price")}{" "}
          {/* the badge under the price is the link to the rating's panel; this one is a fact */}
          {priceLabel && priceLabel !== "unrated" ? (
            <PriceBadge label={priceLabel} />
          ) : (
            <span>{t("facts.priceUnrated")}</span>
          )}
        </li>
      </ul>
      <p className="mt-3 font-medium text-slate-900">{t("panel.intro")}</p>
      <ul className="mt-1 grid list-disc gap-1 pl-5">
        {SAFE_BUYING_RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <Link
        href={routes.safeBuying}
        className="text-primary-700 mt-2 inline-block font-medium hover:underline"
      >
        {t("panel.more")}
      </Link>
    </section>
  );
}
