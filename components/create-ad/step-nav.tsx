"use client";
import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/icons";
import {
  canEnter,
  canJump,
  photoProgress,
  STEPS,
  stepProgress,
  type Draft,
  type Step,
} from "@/components/create-ad/state/draft";

const ALL = Array.from({ length: STEPS }, (_, i) => i as Step);

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-1.5 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="bg-primary-600 h-full rounded-full transition-all"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * The steps with progress: a side list from 768 px (jumps at most one step ahead, prerequisites
 * met), a compact bar on top on phones.
 */
export function StepNav({
  draft,
  onJump,
  errorSteps,
}: {
  draft: Draft;
  onJump: (s: Step) => void;
  errorSteps: Step[];
}) {
  const t = useTranslations("createAdWizard");
  const percent = stepProgress(draft);
  const current = draft.currentStep;
  return (
    <>
      <div className="sticky top-14 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur md:hidden">
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold">
            {t("nav.stepOf", { step: current + 1, total: STEPS })} · {t(`steps.${current}`)}
          </span>
          <span className="shrink-0 text-slate-600">{t("nav.progress", { percent })}</span>
        </div>
        <Bar percent={percent} label={t("nav.progress", { percent })} />
      </div>
      <nav aria-label={t("nav.label")} className="hidden md:block">
        <div className="sticky top-20 grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-slate-700">
              {t("nav.progress", { percent })}
            </span>
            <Bar percent={percent} label={t("nav.progress", { percent })} />
          </div>
          <ol className="grid gap-1">
            {ALL.map((s) => {
              const here = s === current;
              const open = here || canJump(draft, s);
              const done = s < current && canEnter(draft, (s + 1) as Step);
              const bad = errorSteps.includes(s);
              return (
                <li key={s}>
                  <button
                    type="button"
                    disabled={!open}
                    aria-current={here ? "step" : undefined}
                    onClick={() => onJump(s)}
                    className={`flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm disabled:cursor-not-allowed disabled:text-slate-400 ${here ? "bg-primary-50 text-primary-800 font-semibold" : "hover:bg-slate-50"}`}
                  >
                    <span
                      className={`grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold ${bad ? "border-red-500 bg-red-50 text-red-700" : done ? "border-primary-600 bg-primary-600 text-white" : here ? "border-primary-600 text-primary-700" : "border-slate-300"}`}
                    >
                      {done && !bad ? <CheckIcon className="size-3.5" /> : s + 1}
                    </span>
                    <span className="min-w-0">
                      {t(`steps.${s}`)}
                      {(done || !open) && (
                        <span className="sr-only"> ({done ? t("nav.done") : t("nav.locked")})</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {current >= 5 && (
            <div className="grid gap-1.5">
              <span className="text-sm text-slate-700">
                {t("nav.photos", { count: draft.images.length })}
              </span>
              <Bar
                percent={photoProgress(draft)}
                label={t("nav.photos", { count: draft.images.length })}
              />
            </div>
          )}
        </div>
      </nav>
    </>
  );
}
