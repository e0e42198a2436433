import { useTranslations } from "next-intl";
import { useSpecFormat, type SpecKey } from "@/components/ad-detail/use-spec-format";
import type { CarAd } from "@/lib/ads/types";
import type { CompareRowKey, CompareValue } from "@/lib/compare/rows";
import { formatPrice } from "@/lib/infra/format";

// Kč per km with up to two decimals, written the Czech way like every number (seed 000 §9.1).
const perKmFormat = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 2 });

const DERIVED = new Set<CompareRowKey>([
  "price",
  "pricePerKm",
  "make",
  "model",
  "generation",
  "variant",
  "age",
  "vatRefund",
  "vin",
]);

/** Label and text of the comparison's rows: the ad page's specification list, plus derived rows. */
export function useCompareFormat() {
  const t = useTranslations("compare");
  const common = useTranslations("common");
  const spec = useSpecFormat();
  const yesNo = (v: CompareValue) => (v == null ? null : common(v ? "yes" : "no"));
  const label = (key: CompareRowKey) =>
    DERIVED.has(key) ? t(`row.${key as "price"}`) : spec.label(key as SpecKey);
  const text = (key: CompareRowKey, ad: CarAd, value: CompareValue) => {
    switch (key) {
      case "price":
        return formatPrice(ad.price);
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
  return { label, text, unknown: common("unknown") };
}
