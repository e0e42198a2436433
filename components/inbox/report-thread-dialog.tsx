"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextArea } from "@/components/ui/text-area";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch, redirectFor } from "@/lib/infra/api/client";
import { AppError, pickForError } from "@/lib/infra/errors";
import { MESSAGES_NAMESPACE } from "@/lib/messages/errors";
import {
  reportThreadSchema,
  THREAD_REPORT_REASONS,
  type ThreadReportReason,
} from "@/lib/messages/schemas";

const NOTE_MAX = 500;

const REASON_KEYS = {
  scam: "report.reasons.scam",
  spam: "report.reasons.spam",
  abuse: "report.reasons.abuse",
  other: "report.reasons.other",
} as const satisfies Record<ThreadReportReason, string>;

const FAILURE_KEYS = { rate_limited: "report.limited" } as const;

type Status = "reported" | "already_reported";

/** "Nahlásit konverzaci": a reason and a note, as the ad's report dialog; then a thank-you. */
export function ReportThreadDialog({
  threadId,
  title,
  onClose,
}: {
  threadId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("inbox");
  const errorText = useErrorText(MESSAGES_NAMESPACE);
  const [done, setDone] = useState<Status | null>(null);
  const [failure, setFailure] = useState<"report.failed" | "report.limited" | null>(null);
  const form = useZodForm(reportThreadSchema, { defaultValues: { note: "" } });
  const { errors, isSubmitting } = form.formState;
  const note = form.watch("note") ?? "";

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { status } = await apiFetch<{ status: Status }>(
        `/api/conversations/${threadId}/report/`,
        { method: "POST", body: input, noRedirect: true },
      );
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
      setFailure(pickForError(err, FAILURE_KEYS) ?? "report.failed");
    }
  });

  if (done) {
    const already = done === "already_reported";
    return (
      <Dialog
        onClose={onClose}
        title={already ? t("report.alreadyTitle") : t("report.thanksTitle")}
      >
        <p role="status" className="mt-2 text-slate-600">
          {already ? t("report.alreadyText") : t("report.thanksText")}
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{t("report.close")}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      onClose={isSubmitting ? () => {} : onClose}
      title={t("report.title")}
      closeLabel={t("report.close")}
    >
      <form onSubmit={submit} noValidate className="mt-2 grid gap-4">
        <p className="text-sm text-slate-600">{t("report.intro", { title })}</p>
        <fieldset aria-describedby={errors.reason ? "thread-report-reason-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("report.reason")}</legend>
          <div className="grid gap-2">
            {THREAD_REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="has-checked:border-primary-500 has-checked:bg-primary-50 flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  value={reason}
                  {...form.register("reason")}
                  className="accent-primary-600 size-4 shrink-0"
                />
                <span className="font-medium">{t(REASON_KEYS[reason])}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="thread-report-reason-error" className="mt-1 text-sm text-red-600">
              {errorText(errors.reason.message)}
            </p>
          )}
        </fieldset>
        <div>
          <TextArea
            id="thread-report-note"
            label={t("report.note")}
            rows={3}
            maxLength={NOTE_MAX}
            placeholder={t("report.notePlaceholder")}
            error={errorText(errors.note?.message)}
            {...form.register("note")}
          />
          <p className="mt-1 text-right text-xs text-slate-500 tabular-nums" aria-live="polite">
            {t("report.noteCount", { count: note.length, max: NOTE_MAX })}
          </p>
        </div>
        {failure && <FormAlert>{t(failure)}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {t("report.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("report.sending") : t("report.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
