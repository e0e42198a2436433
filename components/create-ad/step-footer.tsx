"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";

/** Back and Next under a step; Next stays disabled until the step's requirements are met. */
export function StepFooter({
  onBack,
  onNext,
  canNext,
}: {
  onBack?: () => void;
  onNext?: () => void;
  canNext?: boolean;
}) {
  const t = useTranslations("createAdWizard");
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeftIcon className="size-4" />
          {t("back")}
        </Button>
      ) : (
        <span />
      )}
      {onNext && (
        <Button onClick={onNext} disabled={!canNext}>
          {t("next")}
          <ChevronRightIcon className="size-4" />
        </Button>
      )}
    </div>
  );
}
