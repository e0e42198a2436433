import { useLocale, useTranslations } from "next-intl";
import type { CarAd } from "@/lib/ads/types";
import { bodyKey, conditionKey, countryKey, driveKey, fuelKey, transmissionKey } from "@/lib/enums";
import { colourKey, regionKey } from "@/lib/enums/car-data";
import { formatMonth, formatNumber, horsepower, monthIsPast } from "@/lib/infra/format";

export type SpecKey =
  | "year"
  | "mileage"
  | "power"
  | "fuel"
  | "transmission"
  | "drive"
  | "body"
  | "colour"
  | "doors"
  | "seats"
  | "owners"
  | "stk"
  | "serviceBook"
  | "garaged"
  | "country"
  | "location"
  | "vin"
  | "condition";

/** Whether an STK's month is over (valid to the end of its month, in Prague time). */
export const stkExpired = (stk: string | null) => !!stk && monthIsPast(stk);

/**
 * An STK's month as the ad page, the comparison and the edit screen write it, "05/2027", and one
 * whose month is over saying so, "05/2024 – propadlá" (`adDetail.stkExpired`); null without one.
 */
export function useStkText() {
  const t = useTranslations("adDetail");
  const locale = useLocale();
  return (stk: string | null) => {
    if (!stk) return null;
    const month = formatMonth(stk, locale);
    return stkExpired(stk) ? t("stkExpired", { month }) : month;
  };
}

/**
 * The labels and texts of the ad page's specification list (seed 001 §2.1), for the list and the
 * comparison alike; a value is null when the ad does not give it. An STK whose month is over says
 * so ("05/2024 – propadlá"), and `warns` has both show it as a warning.
 */
export function useSpecFormat() {
  const t = useTranslations("adDetail");
  const label = useTranslations("adDetail.spec");
  const card = useTranslations("card");
  const e = useTranslations("enums");
  const stkText = useStkText();
  const yesNo = (v: boolean | null) => (v == null ? null : t(v ? "yes" : "no"));
  const text = (key: SpecKey, ad: CarAd): string | number | null => {
    switch (key) {
      case "year":
        return ad.year;
      case "mileage":
        return ad.mileage_km != null ? card("mileage", { km: formatNumber(ad.mileage_km) }) : null;
      case "power":
        return ad.power_kw != null
          ? card("power", { kw: ad.power_kw, hp: horsepower(ad.power_kw) })
          : null;
      case "fuel":
        return ad.fuel_type ? e(fuelKey(ad.fuel_type)) : null;
      case "transmission":
        return ad.transmission ? e(transmissionKey(ad.transmission)) : null;
      case "drive":
        return ad.drive_type ? e(driveKey(ad.drive_type)) : null;
      case "body":
        return ad.body_type ? e(bodyKey(ad.body_type)) : null;
      case "colour":
        if (!ad.colour) return null;
        return ad.metallic
          ? t("colourMetallic", { colour: e(colourKey(ad.colour)) })
          : e(colourKey(ad.colour));
      case "doors":
        return ad.doors;
      case "seats":
        return ad.seats;
      case "owners":
        return ad.number_of_owners;
      case "stk":
        return stkText(ad.stk_valid_until);
      case "serviceBook":
        return yesNo(ad.service_book);
      case "garaged":
        return yesNo(ad.garaged);
      case "country":
        return ad.purchase_country ? e(countryKey(ad.purchase_country)) : null;
      case "location":
        // Prague is a region of its own: "Praha, Hlavní město Praha" would say it twice
        return ad.location_name && ad.region && ad.region !== "praha"
          ? t("locationInRegion", { location: ad.location_name, region: e(regionKey(ad.region)) })
          : ad.location_name;
      case "vin":
        return ad.vin_number;
      case "condition":
        return e(conditionKey(ad.condition));
    }
  };
  return {
    label: (key: SpecKey) => label(key),
    text,
    /** Whether the value is a warning to show as one (an expired STK). */
    warns: (key: SpecKey, ad: CarAd) => key === "stk" && stkExpired(ad.stk_valid_until),
  };
}
