"use client";
import { useTranslations } from "next-intl";
import {
  useMarketValue,
  type MarketAnswer,
  type MarketCar,
} from "@/components/swr/use-market-value";
import { WarningIcon } from "@/components/ui/icons";
import { formatPrice } from "@/lib/infra/format";
import { REASON_KEYS } from "./labels";
import { PriceBadge } from "./price-badge";
import { priceRange } from "./wording";

/**
 * The market value beside the price a seller sets (issue 30), in the wizard's final step and the
 * edit screen's price dialog, as mobile.de's "Marktpreis": the fair range of similar cars, the
 * estimate and how many cars it rests on; for a typed price the label buyers will see, with a
 * warning above the range or far below it (a missing digit, or what buyers take for a scam);
 * why there is no estimate when there is none. Nothing while the first answer loads, nor when
 * the market is unknown. The sentences sit in a polite live region, read out as they change;
 * placed right under the price field (in the field's own box: the empty region takes no gap).
 */
export function MarketRange({ car, price }: { car: MarketCar; price: number | null }) {
  const answer = useMarketValue(car, price);
  return (
    <div role="status" aria-live="polite">
      {answer && <MarketText market={answer.market} price={answer.price} />}
    </div>
  );
}

/** The answer as sentences: `price` is the one it rated (the label is that price's). */
function MarketText({ market, price }: MarketAnswer) {
  const t = useTranslations("marketRange");
  const tRating = useTranslations("priceRating");
  const { estimate, low, high, label } = market;
  const box =
    "grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700";
  if (estimate === null || low === null || high === null)
    return (
      <div className={box}>
        <p>{t("unrated")}</p>
        {market.reason && <p className="text-slate-500">{tRating(REASON_KEYS[market.reason])}</p>}
      </div>
    );
  const above = price !== null && price > high;
  return (
    <div className={box}>
      <p>
        {t.rich("range", {
          range: priceRange(low, high),
          estimate: formatPrice(estimate),
          count: market.comparables,
          strong: (chunks) => (
            <strong className="font-semibold whitespace-nowrap text-slate-900">{chunks}</strong>
          ),
        })}
      </p>
      {label && label !== "unrated" && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {t("yourPrice")} <PriceBadge label={label} />
        </p>
      )}
      {label === "suspicious" && (
        <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-2 font-medium text-red-900">
          <WarningIcon className="mt-0.5 size-4" />
          {t("suspicious")}
        </p>
      )}
      {above && (
        <p className="flex gap-2 rounded-md border border-orange-200 bg-orange-50 px-2.5 py-2 text-orange-900">
          <WarningIcon className="mt-0.5 size-4" />
          {t("above")}
        </p>
      )}
    </div>
  );
}
