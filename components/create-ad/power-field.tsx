"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { POWER_HP_MAX, POWER_MAX } from "@/lib/ads/schemas";
import { horsepower, kwFromHp } from "@/lib/infra/format";
import { NumberField } from "./number-field";

type Unit = "kw" | "hp";

/**
 * Power typed in kW or in horsepower (a seller's papers may give either): the draft keeps kW,
 * the hint shows the other unit.
 */
export function PowerField({
  value,
  onValue,
  error,
  inputRef,
}: {
  value: number | null;
  onValue: (kw: number | null) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const t = useTranslations("createAdWizard.specs");
  const tErr = useTranslations("createAd.errors");
  const [unit, setUnit] = useState<Unit>("kw");
  const hp = unit === "hp";
  const hint =
    value === null
      ? undefined
      : hp
        ? t("powerHintKw", { kw: value })
        : t("powerHint", { hp: horsepower(value) });
  return (
    <div className="grid gap-1.5">
      <NumberField
        // a fresh text in the chosen unit when the unit changes
        key={unit}
        ref={inputRef}
        id="wizard-power"
        label={t("power", { unit: t(`powerUnits.${unit}`) })}
        value={value === null ? null : hp ? horsepower(value) : value}
        min={1}
        max={hp ? POWER_HP_MAX : POWER_MAX}
        digitsOnly
        invalidText={tErr(hp ? "powerHpInvalid" : "powerInvalid")}
        hint={hint}
        error={error}
        onValue={(n) => onValue(n === null ? null : hp ? kwFromHp(n) : n)}
      />
      <div role="group" aria-label={t("powerUnit")} className="flex gap-1 justify-self-start">
        {(["kw", "hp"] as const).map((u) => (
          <button
            key={u}
            type="button"
            aria-pressed={unit === u}
            onClick={() => setUnit(u)}
            className={`min-h-8 rounded-md border px-2.5 text-xs font-semibold ${unit === u ? "border-primary-600 bg-primary-50 text-primary-800" : "border-slate-200 bg-white text-slate-600 hover:bg-slate-50"}`}
          >
            {t(`powerUnits.${u}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
