import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { safeHttpUrl } from "@/lib/ads/links";
import type { CarAd } from "@/lib/ads/types";
import { bodyKey, conditionKey, countryKey, driveKey, fuelKey, transmissionKey } from "@/lib/enums";
import { formatNumber, horsepower } from "@/lib/format";
import { ExternalIcon } from "@/components/ui/icons";

/** The specification list (seed 001 §2.1); a missing value reads "unknown". */
export function SpecList({ ad }: { ad: CarAd }) {
  const t = useTranslations("adDetail");
  const card = useTranslations("card");
  const e = useTranslations("enums");
  // full keys: the common namespace also holds keys reserved for later features
  const root = useTranslations();
  const map = safeHttpUrl(ad.location_link);
  const rows: [string, ReactNode][] = [
    [t("spec.year"), ad.year],
    [
      t("spec.mileage"),
      ad.mileage_km != null ? card("mileage", { km: formatNumber(ad.mileage_km) }) : null,
    ],
    [
      t("spec.power"),
      ad.power_kw != null ? card("power", { kw: ad.power_kw, hp: horsepower(ad.power_kw) }) : null,
    ],
    [t("spec.fuel"), ad.fuel_type ? e(fuelKey(ad.fuel_type)) : null],
    [t("spec.transmission"), ad.transmission ? e(transmissionKey(ad.transmission)) : null],
    [t("spec.drive"), ad.drive_type ? e(driveKey(ad.drive_type)) : null],
    [t("spec.body"), ad.body_type ? e(bodyKey(ad.body_type)) : null],
    [t("spec.owners"), ad.number_of_owners],
    [t("spec.country"), ad.purchase_country ? e(countryKey(ad.purchase_country)) : null],
    [
      t("spec.location"),
      ad.location_name ? (
        <>
          {ad.location_name}
          {map && (
            <a
              href={map}
              target="_blank"
              rel="noopener nofollow"
              className="text-primary-700 ml-2 inline-flex items-center gap-1 hover:underline"
            >
              {t("showOnMap")}
              <ExternalIcon className="size-3.5" />
            </a>
          )}
        </>
      ) : null,
    ],
    [
      t("spec.vin"),
      ad.vin_number ? <span className="font-mono tracking-wide">{ad.vin_number}</span> : null,
    ],
    [t("spec.condition"), e(conditionKey(ad.condition))],
  ];
  return (
    <section
      aria-labelledby="ad-specs"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ad-specs" className="mb-3 text-lg font-semibold">
        {t("specs")}
      </h2>
      <dl className="grid gap-x-8 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm last:border-0 sm:[&:nth-last-child(2)]:border-0"
          >
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`text-right font-medium ${value == null ? "text-slate-500" : "text-slate-900"}`}
            >
              {value ?? root("common.unknown")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
