import { useTranslations } from "next-intl";
import { formatNumber, horsepower } from "@/lib/format";
import type { AdListItem } from "@/lib/ads/types";

type Summarised = Pick<
  AdListItem,
  "year" | "mileage_km" | "power_kw" | "fuel_type" | "transmission"
>;

/** "2019 · 112 000 km · 63 kW (86 k) · Benzín · Manuál": a result card's and an ad header's line. */
export function useAdSummary(ad: Summarised): string {
  const t = useTranslations("card");
  const e = useTranslations("enums");
  return [
    String(ad.year),
    ad.mileage_km != null ? t("mileage", { km: formatNumber(ad.mileage_km) }) : null,
    ad.power_kw != null ? t("power", { kw: ad.power_kw, hp: horsepower(ad.power_kw) }) : null,
    ad.fuel_type ? e(`fuel.${ad.fuel_type}` as "fuel.petrol") : null,
    ad.transmission ? e(`transmission.${ad.transmission}` as "transmission.at") : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
