"use client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { DESCRIPTION_MAX, descriptionProblem } from "@/lib/ads/schemas";
import { canEnter, generatedTitle } from "@/components/create-ad/state/draft";
import { StepFooter } from "./step-footer";
import { TitleField } from "./title-field";
import type { StepProps } from "./step-props";

/** Step 4: the title (generated, editable) and the description with its counter. */
export function DescriptionStep({ draft, update, advance, back, errors }: StepProps) {
  const t = useTranslations("createAdWizard.description");
  const errorText = useErrorText();
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    update((d) => (d.title.trim() ? d : { ...d, title: generatedTitle(d) }));
  }, [update]); // once, on entering the step: a title cleared later stays cleared (and required)
  const length = draft.description.length;
  // refused when too long, never cut (a pasted text would lose its end without a word)
  const problem = descriptionProblem(draft.description);
  const shown = problem === "createAd.errors.descriptionRequired" && !touched ? null : problem;
  return (
    <div className="grid gap-5">
      <TitleField
        id="wizard-title"
        label={t("titleLabel")}
        value={draft.title}
        hint={t("titleHint")}
        error={errors.title}
        touched={touched}
        onChange={(title) => {
          setTouched(true);
          update((d) => ({ ...d, title }));
        }}
      />
      <div>
        <TextArea
          id="wizard-description"
          label={t("descriptionLabel")}
          placeholder={t("descriptionPlaceholder")}
          rows={8}
          value={draft.description}
          error={errors.desc_cz ?? (shown ? errorText(shown) : undefined)}
          onChange={(e) => update((d) => ({ ...d, description: e.target.value }))}
          onBlur={() => setTouched(true)}
        />
        <p
          className={`mt-1 text-right text-sm ${length > DESCRIPTION_MAX ? "text-red-600" : "text-slate-500"}`}
          aria-live="polite"
        >
          {t("counter", { count: length, max: DESCRIPTION_MAX })}
        </p>
      </div>
      <StepFooter onBack={back} onNext={() => advance(5)} canNext={canEnter(draft, 5)} />
    </div>
  );
}
