"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatNumber, formatPrice, horsepower } from "@/lib/infra/format";
import type { FormState } from "@/lib/search/form-state";
import { invertedRanges } from "@/lib/search/filter-url";
import type { RangeKey } from "@/lib/search/filters";
import { MILEAGE_OPTIONS, POWER_OPTIONS, PRICE_OPTIONS, yearOptions } from "@/lib/search/options";
import { ChevronIcon } from "./picker-styles";
import type { Range } from "./range-sheet";

// The wheel sheet loads on the first touch or focus of a row; a tap before it arrives opens it then.
const loadSheet = () => import("./range-sheet");
const RangeSheet = lazyClient(() => loadSheet().then((m) => m.RangeSheet));

interface RangeField {
  min: RangeKey;
  max: RangeKey;
  label: string;
  labels: [string, string];
  steps: number[];
  format: (n: number) => string;
}

/** The phone's year, power, mileage and price: one row each showing the range, a wheel sheet to change it. */
export function RangeRows({
  state,
  set,
}: {
  state: FormState;
  set: (patch: Partial<FormState>) => void;
}) {
  const t = useTranslations("searchForm");
  const card = useTranslations("card");
  const [open, setOpen] = useState<RangeKey | null>(null);
  const fields: RangeField[] = [
    {
      min: "min_year",
      max: "max_year",
      label: t("year"),
      labels: [t("yearFrom"), t("yearTo")],
      steps: yearOptions(),
      format: String,
    },
    {
      min: "min_power_kw",
      max: "max_power_kw",
      label: t("power"),
      labels: [t("powerFrom"), t("powerTo")],
      steps: POWER_OPTIONS,
      format: (kw) => card("power", { kw, hp: horsepower(kw) }),
    },
    {
      min: "min_mileage",
      max: "max_mileage",
      label: t("mileage"),
      labels: [t("mileageFrom"), t("mileageTo")],
      steps: MILEAGE_OPTIONS,
      format: (km) => card("mileage", { km: formatNumber(km) }),
    },
    {
      min: "min_price",
      max: "max_price",
      label: t("price"),
      labels: [t("priceFrom"), t("priceTo")],
      steps: PRICE_OPTIONS,
      format: formatPrice,
    },
  ];
  const summary = ({ from, to }: Range, format: (n: number) => string) => {
    if (from !== undefined && to !== undefined)
      return t("rangeBoth", { from: format(from), to: format(to) });
    if (from !== undefined) return t("rangeFrom", { from: format(from) });
    if (to !== undefined) return t("rangeTo", { to: format(to) });
    return t("any");
  };
  const shown = fields.find((f) => f.min === open);
  // the wheels never cross, but a link or an old URL can carry a range turned round
  const inverted = new Set<RangeKey>(invertedRanges(state).map(([min]) => min));
  return (
    <>
      {fields.map((f) => (
        <div key={f.min} className="col-span-2 flex flex-col gap-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={inverted.has(f.min) ? `${f.min}-inverted` : undefined}
            onClick={() => setOpen(f.min)}
            onPointerDown={loadSheet}
            onFocus={loadSheet}
            className={`flex h-11 min-w-0 items-center gap-3 rounded-lg border bg-white px-3 text-left text-sm ${inverted.has(f.min) ? "border-red-500" : "border-slate-300"}`}
          >
            <span className="shrink-0 font-medium text-slate-600">{f.label}</span>
            <span className="ml-auto flex min-w-0 items-center gap-2">
              <span className="truncate text-slate-900">
                {summary({ from: state[f.min], to: state[f.max] }, f.format)}
              </span>
              <ChevronIcon />
            </span>
          </button>
          {inverted.has(f.min) && (
            <span id={`${f.min}-inverted`} role="alert" className="text-xs text-red-600">
              {t("rangeInverted")}
            </span>
          )}
        </div>
      ))}
      {shown && (
        <RangeSheet
          title={shown.label}
          labels={shown.labels}
          steps={shown.steps}
          format={shown.format}
          value={{ from: state[shown.min], to: state[shown.max] }}
          onChange={({ from, to }) => set({ [shown.min]: from, [shown.max]: to })}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
