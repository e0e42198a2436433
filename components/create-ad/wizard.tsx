"use client";
import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/ui/use-error-text";
import { canJump, type Draft, type Step } from "@/components/create-ad/state/draft";
import { FIELD_STEP } from "@/components/create-ad/state/publish-errors";
import type { MakeOption } from "@/lib/search/options";
import { routes } from "@/lib/routes";
import { AdPreview } from "./ad-preview";
import { DescriptionStep } from "./description-step";
import { FinalStep } from "./final-step";
import { GenerationStep } from "./generation-step";
import { MakeStep } from "./make-step";
import { ModelStep } from "./model-step";
import { PhotosStep } from "./photos-step";
import { PublishBar } from "./publish-bar";
import { SellTimeNote, type WizardSellTimes } from "./sell-time-note";
import { SignInAgain } from "./sign-in-again";
import { SpecsStep } from "./specs-step";
import { StepNav } from "./step-nav";
import type { StepProps } from "./step-props";
import { usePublish } from "./use-publish";
import { useWizard } from "./use-wizard";

const NO_SELL_TIMES: WizardSellTimes = { models: {}, bands: {} };

const STEP_VIEWS = [
  MakeStep,
  ModelStep,
  GenerationStep,
  SpecsStep,
  DescriptionStep,
  PhotosStep,
  FinalStep,
] as const;

/** The creation wizard (seed 001 §2.4, §4, §5): seven steps over one draft kept in local storage. */
export function Wizard({
  makes,
  sellTimes = NO_SELL_TIMES,
}: {
  makes: MakeOption[];
  /** the median days to sell per model and price band (lib/stats/sell-time.ts), shown once make and model are chosen */
  sellTimes?: WizardSellTimes;
}) {
  const t = useTranslations("createAdWizard");
  const errorText = useErrorText();
  const { draft, update, goTo, advance, reset, discard } = useWizard();
  const publish = usePublish({ draft, goTo, discard });
  const [clearing, setClearing] = useState(false);
  const { settleStep } = publish;
  /** The steps' edits: a real change settles the step's errors from a refused publish. */
  const edit = useCallback(
    (fn: (d: Draft) => Draft) =>
      update((d) => {
        const next = fn(d);
        if (next !== d) settleStep(d.currentStep);
        return next;
      }),
    [update, settleStep],
  );

  if (!draft) return <p className="py-10 text-center text-slate-600">{t("loading")}</p>;

  if (publish.published)
    return (
      <div className="mx-auto grid max-w-lg gap-4 py-6">
        <FormAlert kind="info">
          {t("published.warning", { failed: publish.published.failed })}
        </FormAlert>
        <Link href={routes.ad(publish.published.id)} className={buttonClass({ size: "lg" })}>
          {t("published.open")}
        </Link>
      </div>
    );

  const step = draft.currentStep;
  const View = STEP_VIEWS[step] as (p: StepProps & { makes: MakeOption[] }) => React.ReactNode;
  const errorSteps = [
    ...new Set(Object.keys(publish.problem?.fields ?? {}).map((f) => FIELD_STEP[f] ?? 5)),
  ] as Step[];
  const message = publish.problem?.message;
  /** The side navigation's and the preview's jump: at most one step ahead, prerequisites met. */
  const jump = (s: Step) => canJump(draft, s) && goTo(s);

  return (
    <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8">
      <StepNav draft={draft} errorSteps={errorSteps} onJump={jump} />
      <section aria-labelledby="wizard-step-heading" className="mt-4 grid gap-5 md:mt-0">
        <h2 id="wizard-step-heading" className="text-xl font-bold tracking-tight md:text-2xl">
          {stepHeading(t, step, draft.make)}
        </h2>
        <SellTimeNote
          make={draft.make}
          model={draft.model}
          price={draft.price}
          sellTimes={sellTimes}
        />
        {message && (
          <FormAlert>
            <p>
              {"key" in message ? errorText(`createAdWizard.errors.${message.key}`) : message.text}
            </p>
            {"key" in message && message.key === "loginError" && <SignInAgain />}
            {errorSteps.length > 0 && (
              <ul className="mt-1 list-inside list-disc">
                {errorSteps.map((s) => (
                  <li key={s}>{t("errors.inStep", { step: s + 1, name: t(`steps.${s}`) })}</li>
                ))}
              </ul>
            )}
          </FormAlert>
        )}
        <View
          draft={draft}
          update={edit}
          advance={advance}
          back={() => goTo((step - 1) as Step)}
          errors={publish.fieldErrors}
          makes={makes}
        />
        {step === 6 && <AdPreview draft={draft} onJump={jump} />}
        {step === 6 && <PublishBar draft={draft} publish={publish} onBack={() => goTo(5)} />}
        <div className="border-t border-slate-100 pt-4">
          <Button variant="danger-ghost" size="sm" onClick={() => setClearing(true)}>
            {t("clear.button")}
          </Button>
        </div>
      </section>
      <Dialog open={clearing} onClose={() => setClearing(false)} title={t("clear.title")}>
        <p className="mt-2 text-slate-600">{t("clear.text")}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setClearing(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setClearing(false);
              publish.dismiss();
              reset();
            }}
          >
            {t("clear.confirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function stepHeading(
  t: ReturnType<typeof useTranslations<"createAdWizard">>,
  step: Step,
  make: string | null,
) {
  if (step === 0) return t("make.heading");
  if (step === 1) return t("model.heading", { make: make ?? "" });
  if (step === 2) return t("generation.heading");
  if (step === 3) return t("specs.heading");
  if (step === 4) return t("description.heading");
  if (step === 5) return t("photos.heading");
  return t("final.heading");
}
