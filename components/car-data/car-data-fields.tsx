"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { OptionGroup } from "@/components/create-ad/option-group";
import { FieldMessage } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { colourKey, COLOURS, type Colour } from "@/lib/enums/car-data";
import { joinMonth, monthParts, stkYears } from "./state";
import { TickBox } from "./tick-box";

/** What each colour's chip shows beside its name (silver and gold with a sheen, "other" many). */
const SWATCH: Record<Colour, string> = {
  white: "#ffffff",
  black: "#111827",
  grey: "#6b7280",
  silver: "linear-gradient(135deg, #f1f5f9, #94a3b8)",
  blue: "#1d4ed8",
  red: "#dc2626",
  green: "#15803d",
  brown: "#78350f",
  beige: "#e7d8b5",
  yellow: "#facc15",
  orange: "#f97316",
  gold: "linear-gradient(135deg, #fde68a, #b45309)",
  purple: "#7e22ce",
  other: "conic-gradient(#dc2626, #facc15, #15803d, #1d4ed8, #7e22ce, #dc2626)",
};

/**
 * The colour as chips with a swatch (a second press clears it: the colour is optional) and the
 * metallic flag below.
 */
export function ColourField({
  id,
  colour,
  metallic,
  onChange,
  error,
}: {
  id: string;
  colour: Colour | null;
  metallic: boolean;
  onChange: (patch: { colour?: Colour | null; metallic?: boolean }) => void;
  error?: string;
}) {
  const t = useTranslations("createAdWizard.carData");
  const tEnums = useTranslations("enums");
  return (
    <div className="grid gap-2">
      <OptionGroup
        id={id}
        legend={t("colour")}
        columns="grid-cols-3 sm:grid-cols-5 lg:grid-cols-7"
        options={COLOURS.map((c) => ({
          value: c,
          label: tEnums(colourKey(c)),
          picture: (
            <span
              aria-hidden
              className="size-5 rounded-full border border-slate-300"
              style={{ background: SWATCH[c] }}
            />
          ),
        }))}
        value={colour}
        onChoose={(c) => onChange({ colour: c === colour ? null : c })}
        error={error}
      />
      <TickBox
        id={`${id}-metallic`}
        label={t("metallic")}
        checked={metallic}
        onChange={(m) => onChange({ metallic: m })}
      />
    </div>
  );
}

/** A small count as chips, min to max (doors 2–5, seats 2–9); a second press clears it. */
export function CountField({
  id,
  legend,
  min,
  max,
  value,
  onChange,
  columns,
  error,
}: {
  id: string;
  legend: string;
  min: number;
  max: number;
  value: number | null;
  onChange: (n: number | null) => void;
  columns: string;
  error?: string;
}) {
  const options = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
  return (
    <OptionGroup
      id={id}
      legend={legend}
      columns={columns}
      options={options.map((n) => ({ value: n, label: n }))}
      value={value === null ? null : String(value)}
      onChoose={(n) => onChange(Number(n) === value ? null : Number(n))}
      error={error}
    />
  );
}

/**
 * The STK's last month as a month and a year select (the sticker's two numbers). The value is
 * "2027-05", "" when neither is chosen, and null while only one of them is (`onChange`'s caller
 * decides: the wizard keeps no STK, the edit screen cannot save).
 */
export function StkField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const t = useTranslations("createAdWizard.carData");
  const format = useFormatter();
  const [parts, setParts] = useState(() => monthParts(value));
  // the years of the value the field opened with: a year chosen from them stays among them
  const [years] = useState(() => stkYears(new Date(), value));
  const partial = joinMonth(parts.year, parts.month) === null;
  const set = (next: Partial<typeof parts>) => {
    const p = { ...parts, ...next };
    setParts(p);
    onChange(joinMonth(p.year, p.month));
  };
  const months = Array.from({ length: 12 }, (_, i) => {
    const number = String(i + 1).padStart(2, "0");
    // mid-month: the same month in every time zone
    const name = format.dateTime(new Date(2000, i, 15), { month: "long" });
    return { value: number, label: t("stkMonthOption", { number, name }) };
  });
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : partial ? `${id}-warning` : undefined}
      className="min-w-0"
    >
      <legend className="mb-2 text-sm font-medium text-slate-700">{t("stk")}</legend>
      <div className="grid max-w-sm grid-cols-[3fr_2fr] gap-2">
        <SelectField
          id={`${id}-month`}
          label={t("stkMonth")}
          placeholder={t("choose")}
          options={months}
          value={parts.month}
          onChange={(e) => set({ month: e.target.value })}
        />
        <SelectField
          id={`${id}-year`}
          label={t("stkYear")}
          placeholder={t("choose")}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={parts.year}
          onChange={(e) => set({ year: e.target.value })}
        />
      </div>
      <FieldMessage id={id} error={error} warning={partial ? t("stkPartial") : undefined} />
    </fieldset>
  );
}
