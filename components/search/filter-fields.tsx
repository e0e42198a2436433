"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { SelectField } from "@/components/ui/select-field";
import { formatNumber, formatPrice } from "@/lib/infra/format";
import type { FormState } from "@/lib/search/form-state";
import { MILEAGE_OPTIONS, POWER_OPTIONS, PRICE_OPTIONS, yearOptions } from "@/lib/search/options";
import { invertedRanges } from "@/lib/search/filter-url";
import type { RangeKey } from "@/lib/search/filters";
import {
  fuelKey,
  SEARCH_CONDITIONS,
  SEARCH_FUELS,
  SEARCH_TRANSMISSIONS,
  transmissionKey,
  type SearchCondition,
} from "@/lib/enums";

type Set = (patch: Partial<FormState>) => void;

/** A select's value if it is one of the choices, else none ("" is "any"). */
const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;
const num = (v: string) => (v === "" ? undefined : Number(v));

/** The desktop grid's scalar filters; the phone's advanced section has the same with wheels (./range-rows). */
export function FilterFields({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const card = useTranslations("card");
  const any = t("any");
  // an inverted range is flagged on its "to" end: the search would find nothing
  const inverted = new Set<RangeKey>(invertedRanges(state).map(([, max]) => max));
  const errorOf = (key: RangeKey) => (inverted.has(key) ? t("rangeInverted") : undefined);
  const range = (key: RangeKey, label: string, options: number[], fmt: (n: number) => string) => (
    <SelectField
      label={label}
      placeholder={any}
      error={errorOf(key)}
      value={state[key] ?? ""}
      onChange={(ev) => set({ [key]: num(ev.target.value) })}
      options={options.map((n) => ({ value: String(n), label: fmt(n) }))}
    />
  );
  const kw = (n: number) => t("kw", { kw: n });
  const km = (n: number) => card("mileage", { km: formatNumber(n) });
  return (
    <>
      <TransmissionField state={state} set={set} />
      {range("min_year", t("yearFrom"), yearOptions(), String)}
      {range("max_year", t("yearTo"), yearOptions(), String)}
      {range("min_power_kw", t("powerFrom"), POWER_OPTIONS, kw)}
      {range("max_power_kw", t("powerTo"), POWER_OPTIONS, kw)}
      <FuelField state={state} set={set} />
      {range("min_mileage", t("mileageFrom"), MILEAGE_OPTIONS, km)}
      {range("max_mileage", t("mileageTo"), MILEAGE_OPTIONS, km)}
      {range("min_price", t("priceFrom"), PRICE_OPTIONS, formatPrice)}
      {range("max_price", t("priceTo"), PRICE_OPTIONS, formatPrice)}
    </>
  );
}

export function TransmissionField({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const e = useTranslations("enums");
  return (
    <SelectField
      label={t("transmission")}
      placeholder={t("any")}
      value={state.transmission ?? ""}
      onChange={(ev) => set({ transmission: oneOf(SEARCH_TRANSMISSIONS, ev.target.value) })}
      options={SEARCH_TRANSMISSIONS.map((v) => ({ value: v, label: e(transmissionKey(v)) }))}
    />
  );
}

export function FuelField({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const e = useTranslations("enums");
  return (
    <SelectField
      label={t("fuel")}
      placeholder={t("any")}
      value={state.fuel_type ?? ""}
      onChange={(ev) => set({ fuel_type: oneOf(SEARCH_FUELS, ev.target.value) })}
      options={SEARCH_FUELS.map((v) => ({ value: v, label: e(fuelKey(v)) }))}
    />
  );
}

/** Condition: all, new, used (used includes damaged on the server). */
export function ConditionControl({ state, set }: { state: FormState; set: Set }) {
  const t = useTranslations("searchForm");
  const labels: Record<SearchCondition, string> = {
    new: t("conditionNew"),
    used: t("conditionUsed"),
  };
  const choices = [
    ["", t("conditionAll")],
    ...SEARCH_CONDITIONS.map((v) => [v, labels[v]] as const),
  ] as const;
  // the form holds this control twice (desktop and phone): each copy is its own radio group
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t("condition")}
      className="inline-flex rounded-lg bg-slate-100 p-1 text-sm font-medium"
    >
      {choices.map(([value, label]) => (
        <label
          key={value}
          className="has-checked:text-primary-700 has-focus-visible:ring-primary-300 relative rounded-md px-4 py-1.5 text-slate-700 has-checked:bg-white has-checked:shadow has-focus-visible:ring-2"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={(state.condition ?? "") === value}
            onChange={() => set({ condition: oneOf(SEARCH_CONDITIONS, value) })}
            // the radio itself covers its segment, unseen: a tap or click lands on it
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
