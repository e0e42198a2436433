"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch, redirectFor } from "@/lib/infra/api/client";
import { AppError, pickForError } from "@/lib/infra/errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  REPORT_NOTE_MAX,
  USER_REPORT_REASONS,
  reportSchema,
  type ReportStatus,
  type UserReportReason,
} from "@/lib/moderation/schemas";

const REASON_KEYS = {
  sold: { label: "reasons.sold", hint: "hints.sold" },
  scam: { label: "reasons.scam", hint: "hints.scam" },
  wrong_info: { label: "reasons.wrong_info", hint: "hints.wrong_info" },
  duplicate: { label: "reasons.duplicate", hint: "hints.duplicate" },
} as const satisfies Record<UserReportReason, { label: string; hint: string }>;

/** What the server's refusal tells the user (a 401 has already left the page). */
const FAILURE_KEYS = {
  not_found: "gone",
  gone: "gone",
  "forbidden.own_ad": "ownAd",
  rate_limited: "limited",
} as const;
type FailureKey = "failed" | (typeof FAILURE_KEYS)[keyof typeof FAILURE_KEYS];

/**
 * The report form (issue 15): one of four reasons, an optional note with a counter, then a
 * thank-you, or "already reported" when the user reported this ad before. A bottom sheet on phones.
 */
export default function ReportDialog({
  adId,
  title,
  onClose,
}: {
  adId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("report");
  const errorText = useErrorText("report");
  const [done, setDone] = useState<ReportStatus | null>(null);
  const [failure, setFailure] = useState<FailureKey | null>(null);
  const form = useZodForm(reportSchema, { defaultValues: { note: "" } });
  const { errors, isSubmitting } = form.formState;
  const note = form.watch("note") ?? "";

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { status } = await apiFetch<{ status: ReportStatus }>(`/api/ads/cars/${adId}/report/`, {
        method: "POST",
        body: input,
        noRedirect: true,
      });
      setDone(status);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        window.location.assign(redirectFor(401)!);
        return;
      }
      if (err instanceof AppError && err.fields?.reason)
        form.setError("reason", { message: err.fields.reason });
      if (err instanceof AppError && err.fields?.note)
        form.setError("note", { message: err.fields.note });
      setFailure(pickForError(err, FAILURE_KEYS) ?? "failed");
    }
  });

  if (done) {
    const already = done === "already_reported";
    return (
      <Dialog onClose={onClose} title={already ? t("alreadyTitle") : t("thanksTitle")}>
        <p role="status" className="mt-2 text-slate-600">
          {already ? t("alreadyText") : t("thanksText")}
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{t("close")}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog onClose={isSubmitting ? () => {} : onClose} title={t("title")} closeLabel={t("close")}>
      <form onSubmit={submit} noValidate className="mt-2 grid gap-4">
        <p className="text-sm text-slate-600">{t("intro", { title })}</p>
        <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("reason")}</legend>
          <div className="grid gap-2">
            {USER_REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="has-checked:border-primary-500 has-checked:bg-primary-50 flex cursor-pointer gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  value={reason}
                  {...form.register("reason")}
                  className="accent-primary-600 mt-1 size-4 shrink-0"
                />
                <span>
                  <span className="block font-medium">{t(REASON_KEYS[reason].label)}</span>
                  <span className="block text-sm text-slate-500">
                    {t(REASON_KEYS[reason].hint)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1 text-sm text-red-600">
              {errorText(errors.reason.message)}
            </p>
          )}
        </fieldset>
        <div>
          <TextArea
            id="report-note"
            label={t("note")}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            placeholder={t("notePlaceholder")}
            error={errorText(errors.note?.message)}
            {...form.register("note")}
          />
          <p className="mt-1 text-right text-xs text-slate-500 tabular-nums" aria-live="polite">
            {t("noteCount", { count: note.length, max: REPORT_NOTE_MAX })}
          </p>
        </div>
        {failure && <FormAlert>{t(failure)}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("sending") : t("submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
