"use client";

import { useTranslations } from "next-intl";
import type { FormState } from "@/lib/search/form-state";
import type { GenerationOption, MakeOption, ModelOption } from "@/lib/search/options";
import { MAX_MODELS } from "@/lib/search/constants";
import { MakePicker } from "./make-picker";
import { MultiPicker } from "./multi-picker";
import { generationLabel, modelOptions } from "./picker-options";

export interface PickerProps {
  makes: MakeOption[];
  /** models of the chosen make */
  models: ModelOption[];
  state: FormState;
  generations: GenerationOption[];
  onMake: (make: string | null) => void;
  onModels: (models: string[]) => void;
  onGenerations: (ids: number[]) => void;
}

/** Make, models (up to 15) and generations dropdowns of the desktop form. */
export function DesktopPickers({
  makes,
  models,
  state,
  generations,
  onMake,
  onModels,
  onGenerations,
}: PickerProps) {
  const t = useTranslations("searchForm");
  const make = makes.find((m) => m.name === state.make);
  const chosenGenerations = state.models.flatMap((m) => m.generations).map(String);
  return (
    <>
      <MakePicker makes={makes} value={state.make} onChange={onMake} />
      <MultiPicker
        label={t("models")}
        placeholder={make ? t("anyModel") : t("chooseMakeFirst")}
        summary={(count) => t("modelsChosen", { count })}
        options={modelOptions(models, t("popular"), t("all"))}
        value={state.models.map((m) => m.model)}
        onChange={onModels}
        max={MAX_MODELS}
        maxNote={t("modelsLimit", { max: MAX_MODELS })}
        disabled={!make}
      />
      <MultiPicker
        label={t("generations")}
        placeholder={generations.length ? t("anyGeneration") : t("chooseModelFirst")}
        summary={(count) => t("generationsChosen", { count })}
        options={generations.map((g) => ({
          value: String(g.id),
          label: generationLabel(g),
          group: g.model,
        }))}
        value={chosenGenerations}
        onChange={(ids) => onGenerations(ids.map(Number))}
        disabled={generations.length === 0}
      />
    </>
  );
}
