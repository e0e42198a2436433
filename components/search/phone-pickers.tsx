"use client";

import { lazyClient } from "@/components/ui/lazy-client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { FormState } from "@/lib/search/form-state";
import { MAX_MODELS } from "@/lib/search/constants";
import { ConditionControl, FuelField, TransmissionField } from "./filter-fields";
import { MakeLogo } from "./make-logo";
import { RangeRows } from "./range-rows";
import { MoreFilters } from "./more-filters-lazy";
import { ChevronIcon, pickerButton } from "./picker-styles";
import { generationLabel } from "./picker-options";
import type { PickerProps } from "./desktop-pickers";

type Sheet = "make" | "models" | "generations" | null;

// The sheets (a dialog library, tabs and the lists) load on the first touch or focus of a picker
// button, not with the page; a tap before they arrive opens the sheet when they do.
const loadSheet = () => import("./picker-sheet");
const PickerSheet = lazyClient(() => loadSheet().then((m) => m.PickerSheet));

/**
 * Phone form: bottom-sheet pickers for make, models and generations, then the advanced section
 * (seed 000 §2.3): transmission and fuel, from/to wheels for year, power, mileage and price,
 * condition and the VAT switch.
 */
export function PhonePickers({
  makes,
  models: modelList,
  state,
  generations,
  onMake,
  onModels,
  onGenerations,
  set,
}: PickerProps & { set: (patch: Partial<FormState>) => void }) {
  const t = useTranslations("searchForm");
  const [sheet, setSheet] = useState<Sheet>(null);
  const [advanced, setAdvanced] = useState(false);
  const panelId = useId();
  const make = makes.find((m) => m.name === state.make);
  const models = state.models.map((m) => m.model);
  const chosenGenerations = state.models.flatMap((m) => m.generations).map(String);
  const close = () => setSheet(null);
  const button = (which: Sheet, label: string, text: string, disabled = false) => (
    <div className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      <span aria-hidden>{label}</span>
      {/* named by the label and the choice ("Model Octavia"), so the visible text is part of the name */}
      <button
        type="button"
        disabled={disabled}
        onClick={() => setSheet(which)}
        onPointerDown={loadSheet}
        onFocus={loadSheet}
        className={pickerButton}
      >
        <span className="sr-only">{label}</span>
        <span className="truncate">{text}</span>
        <ChevronIcon />
      </button>
    </div>
  );
  return (
    <>
      {button("make", t("make"), state.make ?? t("anyMake"))}
      {button(
        "models",
        t("models"),
        models.length === 0
          ? make
            ? t("anyModel")
            : t("chooseMakeFirst")
          : models.length === 1
            ? models[0]
            : t("modelsChosen", { count: models.length }),
        !make,
      )}
      {generations.length > 0 &&
        button(
          "generations",
          t("generations"),
          chosenGenerations.length
            ? t("generationsChosen", { count: chosenGenerations.length })
            : t("anyGeneration"),
        )}
      <button
        type="button"
        aria-expanded={advanced}
        aria-controls={panelId}
        onClick={() => setAdvanced((open) => !open)}
        className="text-primary-700 flex items-center justify-between rounded-lg py-2 text-sm font-semibold"
      >
        {t("advanced")}
        <ChevronIcon />
      </button>
      {advanced && (
        <div id={panelId} className="grid grid-cols-2 gap-3">
          <TransmissionField state={state} set={set} />
          <FuelField state={state} set={set} />
          <RangeRows state={state} set={set} />
          <div className="col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-600">
            {t("condition")}
            <ConditionControl state={state} set={set} />
          </div>
          <label className="col-span-2 flex items-center justify-between text-sm font-medium text-slate-700">
            {t("vatRefund")}
            <button
              type="button"
              role="switch"
              aria-checked={!!state.vat_refund}
              data-checked={state.vat_refund ? "" : undefined}
              onClick={() => set({ vat_refund: !state.vat_refund || undefined })}
              className="group data-checked:bg-primary-600 relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition"
            >
              <span className="size-5 translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-5.5" />
            </button>
          </label>
          <div className="col-span-2">
            <MoreFilters state={state} set={set} />
          </div>
        </div>
      )}

      {/* a sheet exists only while open: three closed dialogs cost every page render and hydration */}
      {sheet === "make" && (
        <PickerSheet
          open
          onClose={close}
          title={t("make")}
          tabs
          searchable
          searchLabel={t("searchMake")}
          options={makes.map((m) => ({
            value: m.name,
            label: m.name,
            popular: m.popular,
            icon: <MakeLogo logo={m.logo} />,
          }))}
          value={state.make ? [state.make] : []}
          onChange={([name]) => onMake(name ?? null)}
        />
      )}
      {sheet === "models" && (
        <PickerSheet
          open
          onClose={close}
          title={t("models")}
          multiple
          tabs
          searchable
          searchLabel={t("searchModel")}
          max={MAX_MODELS}
          maxNote={t("modelsLimit", { max: MAX_MODELS })}
          options={modelList.map((m) => ({ value: m.name, label: m.name, popular: m.popular }))}
          value={models}
          onChange={onModels}
        />
      )}
      {sheet === "generations" && (
        <PickerSheet
          open
          onClose={close}
          title={t("generations")}
          multiple
          options={generations.map((g) => ({
            value: String(g.id),
            label: generationLabel(g),
            group: g.model,
          }))}
          value={chosenGenerations}
          onChange={(ids) => onGenerations(ids.map(Number))}
        />
      )}
    </>
  );
}
