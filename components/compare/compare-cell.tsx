import { useLocale, useTranslations } from "next-intl";
import { useSpecFormat, type SpecKey } from "@/components/ad-detail/use-spec-format";
import { PriceBadge } from "@/components/price-rating/price-badge";
import type { CompareAd, CompareRowKey, CompareValue } from "@/lib/compare/rows";
import { formatPrice, formatSignedPercent } from "@/lib/infra/format";

// Kč per km with up to two decimals, written the Czech way like every number (seed 000 §9.1).
const perKmFormat = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 2 });

const DERIVED = new Set<CompareRowKey>([
  "price",
  "priceVsMarket",
  "pricePerKm",
  "make",
  "model",
  "generation",
  "variant",
  "age",
  "vatRefund",
  "vin",
]);

/**
 * Label, text and what stands beside the text (the price rating's badge) in the comparison's rows:
 * the ad page's specification list, plus derived rows.
 */
export function useCompareFormat() {
  const t = useTranslations("compare");
  const locale = useLocale();
  const common = useTranslations("common");
  const spec = useSpecFormat();
  const yesNo = (v: CompareValue) => (v == null ? null : common(v ? "yes" : "no"));
  const label = (key: CompareRowKey) =>
    DERIVED.has(key) ? t(`row.${key as "price"}`) : spec.label(key as SpecKey);
  const text = (key: CompareRowKey, ad: CompareAd, value: CompareValue) => {
    switch (key) {
      case "price":
        return formatPrice(ad.price);
      case "priceVsMarket":
        return typeof value === "number" ? formatSignedPercent(value, locale) : null;
      case "pricePerKm":
        return typeof value === "number" ? t("perKm", { value: perKmFormat.format(value) }) : null;
      case "age":
        return t("years", { count: Number(value) });
      case "vatRefund":
      case "vin":
      case "serviceBook":
        return yesNo(value);
      case "make":
      case "model":
      case "generation":
      case "variant":
        return value == null ? null : String(value);
      default:
        return spec.text(key, ad);
    }
  };
  /** A null value's text: "not rated" for the price against the market, else "not stated". */
  const empty = (key: CompareRowKey) =>
    key === "priceVsMarket" ? t("unrated") : common("unknown");
  const aside = (key: CompareRowKey, ad: CompareAd) =>
    key === "priceVsMarket" && ad.price_rating && ad.price_rating.label !== "unrated" ? (
      <PriceBadge label={ad.price_rating.label} />
    ) : null;
  /** Whether the value is a warning (an expired STK), as the ad page's list shows it. */
  const warns = (key: CompareRowKey, ad: CompareAd) => key === "stk" && spec.warns(key, ad);
  return { label, text, empty, aside, warns };
}
