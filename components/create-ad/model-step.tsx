"use client";
import { useTranslations } from "next-intl";
import { chooseModel } from "@/components/create-ad/state/draft";
import { useModels } from "@/components/swr/use-models";
import { ChoiceGrid } from "./choice-grid";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";

const NO_INITIAL = { make: null, models: [] };

/** Step 1: the chosen make's models (grid, search, manual entry). */
export function ModelStep({ draft, update, advance, back }: StepProps) {
  const t = useTranslations("createAdWizard.model");
  const { models, isLoading } = useModels(draft.makeIsManual ? null : draft.make, NO_INITIAL);
  return (
    <div className="grid gap-4">
      {isLoading && <p className="text-sm text-slate-600">{t("loading")}</p>}
      <ChoiceGrid
        kind="model"
        items={models}
        selected={draft.model}
        params={{ make: draft.make ?? "" }}
        onChoose={(name) => {
          update((d) => chooseModel(d, name));
          advance(2);
        }}
      />
      <StepFooter onBack={back} onNext={() => advance(2)} canNext={!!draft.model} />
    </div>
  );
}
