import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { safeHttpUrl } from "@/lib/ads/links";
import type { CarAd } from "@/lib/ads/types";
import { ExternalIcon } from "@/components/ui/icons";
import { useSpecFormat, type SpecKey } from "./use-spec-format";

const SPEC_KEYS: SpecKey[] = [
  "year",
  "mileage",
  "power",
  "fuel",
  "transmission",
  "drive",
  "body",
  "colour",
  "doors",
  "seats",
  "owners",
  "stk",
  "serviceBook",
  "garaged",
  "country",
  "location",
  "vin",
  "condition",
];

/** Issue 29's car data, beyond the specification's list: a row only when the ad gives it. */
const OPTIONAL = new Set<SpecKey>(["colour", "doors", "seats", "stk", "serviceBook", "garaged"]);

/**
 * The specification list (seed 001 §2.1): a missing value of the specification's rows reads
 * "unknown"; a row of the car data the ad does not give is left out.
 */
export function SpecList({ ad }: { ad: CarAd }) {
  const t = useTranslations("adDetail");
  // full keys: the common namespace also holds keys reserved for later features
  const root = useTranslations();
  const spec = useSpecFormat();
  const map = safeHttpUrl(ad.location_link);
  const shown = (key: SpecKey): ReactNode => {
    const value = spec.text(key, ad);
    if (value == null) return null;
    if (key === "vin") return <span className="font-mono tracking-wide">{value}</span>;
    if (key !== "location" || !map) return value;
    return (
      <>
        {value}
        <a
          href={map}
          target="_blank"
          rel="noopener nofollow"
          className="text-primary-700 ml-2 inline-flex items-center gap-1 hover:underline"
        >
          {t("showOnMap")}
          <ExternalIcon className="size-3.5" />
        </a>
      </>
    );
  };
  const rows = SPEC_KEYS.flatMap((key) => {
    const value = shown(key);
    return value == null && OPTIONAL.has(key)
      ? []
      : [[spec.label(key), value, spec.warns(key, ad)] as const];
  });
  return (
    <section
      aria-labelledby="ad-specs"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ad-specs" className="mb-3 text-lg font-semibold">
        {t("specs")}
      </h2>
      <dl className="grid gap-x-8 sm:grid-cols-2">
        {rows.map(([label, value, warns]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm last:border-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-0"
          >
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`text-right font-medium ${value == null ? "text-slate-500" : warns ? "text-red-700" : "text-slate-900"}`}
            >
              {value ?? root("common.unknown")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
