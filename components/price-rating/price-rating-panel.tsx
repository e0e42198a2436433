import { useTranslations } from "next-intl";
import { KEEP_CLEAR } from "@/components/shell/sections";
import { formatDate, formatPrice } from "@/lib/infra/format";
import { WarningIcon } from "@/components/ui/icons";
import type { CarAd } from "@/lib/ads/types";
import type { FactorKey, PriceRating } from "@/lib/pricing/types";
import { useSpecFormat, type SpecKey } from "@/components/ad-detail/use-spec-format";
import { LABEL_KEYS, LABEL_TONES, REASON_KEYS } from "./labels";
import { ComparablesTable, PriceChart } from "./price-chart";
import { comparedToEstimate, factorWording, priceRange, signedPrice } from "./wording";

/** The category factors and the specification rows that name the car's value of each. */
const CATEGORY_SPECS: Partial<Record<FactorKey, SpecKey>> = {
  fuel: "fuel",
  transmission: "transmission",
  drive: "drive",
  body: "body",
  condition: "condition",
};

/**
 * "Hodnocení ceny" on the ad page (issue 30): the label, and for a rated ad the market estimate,
 * its fair range, how far the asking price lies from it, the factors that moved it, the chart of
 * comparable cars and their table; for an unrated one the reason. Rendered on the server only,
 * without a line of client script, so that every reader and crawler gets the numbers.
 */
export function PriceRatingPanel({
  rating,
  price,
  mileageKm,
  year,
  locale,
  ad,
}: {
  rating: PriceRating;
  /** the ad's asking price, mileage and year: the chart's own car */
  price: number;
  mileageKm: number;
  year: number;
  locale: string;
  /** the ad: a category factor then names the car's own value ("druh paliva: nafta") */
  ad?: CarAd;
}) {
  const t = useTranslations("priceRating");
  const { label, estimate, low, high } = rating;
  const rated = label !== "unrated" && estimate !== null && low !== null && high !== null;
  return (
    <section
      {...KEEP_CLEAR}
      aria-labelledby="price-rating"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="price-rating" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${LABEL_TONES[label]}`}
        >
          {label === "suspicious" && <WarningIcon />}
          {t(LABEL_KEYS[label])}
        </span>
      </div>
      {label === "suspicious" && (
        <p className="mb-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-red-900">
          <WarningIcon />
          {t("warning")}
        </p>
      )}
      {rated ? (
        <RatedDetails
          rating={rating}
          estimate={estimate}
          low={low}
          high={high}
          car={{ price, mileageKm, year }}
          ad={ad}
        />
      ) : (
        rating.reason && <p className="text-sm text-slate-700">{t(REASON_KEYS[rating.reason])}</p>
      )}
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <strong className="font-semibold text-slate-700">{t("methodTitle")}</strong> {t("method")}
        <small className="mt-1 block text-xs text-slate-600">
          {t("methodVersion", {
            method: rating.method,
            date: formatDate(rating.computedAt, locale),
          })}
        </small>
      </p>
    </section>
  );
}

/** The numbers of a rated ad: estimate, range, comparison, factors, chart and table. */
function RatedDetails({
  rating,
  estimate,
  low,
  high,
  car,
  ad,
}: {
  rating: PriceRating;
  estimate: number;
  low: number;
  high: number;
  car: { price: number; mileageKm: number; year: number };
  ad?: CarAd;
}) {
  const t = useTranslations("priceRating");
  const spec = useSpecFormat();
  /** The car's own value of a category factor, as its specification list names it. */
  const ownValue = (key: FactorKey) => {
    if (!ad) return null;
    if (key === "generation") return ad.generation;
    const specKey = CATEGORY_SPECS[key];
    return specKey ? spec.text(specKey, ad) : null;
  };
  const compared = comparedToEstimate(car.price, estimate);
  return (
    <>
      <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-4 border-b border-slate-100 py-2.5">
          <dt className="text-slate-500">{t("estimate")}</dt>
          <dd className="font-semibold text-slate-900">{formatPrice(estimate)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-b border-slate-100 py-2.5">
          <dt className="text-slate-500">{t("range")}</dt>
          <dd className="font-medium text-slate-900">{priceRange(low, high)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-900">
        {compared.key === "atEstimate"
          ? t("atEstimate")
          : t(compared.key, { percent: compared.percent })}
      </p>
      <p className="text-sm text-slate-500">{t("comparables", { count: rating.comparables })}</p>
      {rating.factors.length > 0 && (
        <>
          <h3 id="price-rating-factors" className="mt-5 text-sm font-semibold text-slate-500">
            {t("factors")}
          </h3>
          <p className="text-xs text-slate-500">{t("factorsHint")}</p>
          <ul aria-labelledby="price-rating-factors" className="mt-1 text-sm">
            {rating.factors.map((factor) => {
              const wording = factorWording(factor);
              const value = wording.values ? null : ownValue(factor.key);
              return (
                <li
                  key={factor.key}
                  className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 last:border-0"
                >
                  <span className="text-slate-700 first-letter:uppercase">
                    {wording.values ? t(wording.key, wording.values) : t(wording.key)}
                    {value != null && `: ${value}`}
                  </span>
                  <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
                    {signedPrice(factor.amount)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {rating.points.length > 0 && (
        <>
          <PriceChart points={rating.points} car={car} estimate={estimate} low={low} high={high} />
          <ComparablesTable points={rating.points} car={car} />
        </>
      )}
    </>
  );
}
