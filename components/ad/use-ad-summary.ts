import { useTranslations } from "next-intl";
import { formatNumber, horsepower } from "@/lib/infra/format";
import type { AdListItem } from "@/lib/ads/types";
import { fuelKey, transmissionKey } from "@/lib/enums";

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
    ad.fuel_type ? e(fuelKey(ad.fuel_type)) : null,
    ad.transmission ? e(transmissionKey(ad.transmission)) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
