"use client";

import { useState } from "react";
import type { z } from "zod";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextArea } from "@/components/ui/text-area";
import { apiFetch, redirectFor } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";

/** What a report answers: a new report, or one the user made before. */
export type ReportOutcome = "reported" | "already_reported";

export interface ReportFormTexts {
  title: string;
  intro: string;
  reason: string;
  note: string;
  notePlaceholder: string;
  noteCount: (count: number) => string;
  cancel: string;
  sending: string;
  submit: string;
  close: string;
  thanksTitle: string;
  thanksText: string;
  alreadyTitle: string;
  alreadyText: string;
}

interface ReportForm {
  reason: string;
  note?: string;
}

/**
 * The one report form (an ad's, issue 15; a conversation's, issue 31): one reason of a few, an
 * optional note with a counter, then a thank-you, or "already reported". A bottom sheet on phones.
 * Its callers give the endpoint, the schema, the reasons and the texts in their own namespace.
 */
export function ReportFormDialog<In extends ReportForm, Out extends ReportForm>({
  url,
  schema,
  reasons,
  texts,
  noteMax,
  idPrefix,
  errorText,
  failureText,
  onClose,
}: {
  url: string;
  schema: z.ZodType<Out, In>;
  reasons: readonly { value: string; label: string; hint?: string }[];
  texts: ReportFormTexts;
  noteMax: number;
  /** keeps the ids of two report forms on one page apart */
  idPrefix: string;
  /** a field error's message key, translated */
  errorText: (key: string | undefined) => string | undefined;
  /** what the server's refusal tells the user (a 401 has already left the page) */
  failureText: (err: unknown) => string;
  onClose: () => void;
}) {
  const [done, setDone] = useState<ReportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm<ReportForm, ReportForm>(
    schema as unknown as z.ZodType<ReportForm, ReportForm>,
    { defaultValues: { note: "" } },
  );
  const { errors, isSubmitting } = form.formState;
  const note = form.watch("note") ?? "";

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { status } = await apiFetch<{ status: ReportOutcome }>(url, {
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
      setFailure(failureText(err));
    }
  });

  if (done) {
    const already = done === "already_reported";
    return (
      <Dialog onClose={onClose} title={already ? texts.alreadyTitle : texts.thanksTitle}>
        <p role="status" className="mt-2 text-slate-600">
          {already ? texts.alreadyText : texts.thanksText}
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{texts.close}</Button>
        </div>
      </Dialog>
    );
  }

  const reasonError = `${idPrefix}-reason-error`;
  return (
    <Dialog
      onClose={isSubmitting ? () => {} : onClose}
      title={texts.title}
      closeLabel={texts.close}
    >
      <form onSubmit={submit} noValidate className="mt-2 grid gap-4">
        <p className="text-sm text-slate-600">{texts.intro}</p>
        <fieldset aria-describedby={errors.reason ? reasonError : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{texts.reason}</legend>
          <div className="grid gap-2">
            {reasons.map((reason) => (
              <label
                key={reason.value}
                className={`has-checked:border-primary-500 has-checked:bg-primary-50 flex cursor-pointer gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50 ${reason.hint ? "" : "items-center"}`}
              >
                <input
                  type="radio"
                  value={reason.value}
                  {...form.register("reason")}
                  className={`accent-primary-600 size-4 shrink-0 ${reason.hint ? "mt-1" : ""}`}
                />
                {reason.hint ? (
                  <span>
                    <span className="block font-medium">{reason.label}</span>
                    <span className="block text-sm text-slate-500">{reason.hint}</span>
                  </span>
                ) : (
                  <span className="font-medium">{reason.label}</span>
                )}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={reasonError} className="mt-1 text-sm text-red-600">
              {errorText(errors.reason.message)}
            </p>
          )}
        </fieldset>
        <div>
          <TextArea
            id={`${idPrefix}-note`}
            label={texts.note}
            rows={3}
            maxLength={noteMax}
            placeholder={texts.notePlaceholder}
            error={errorText(errors.note?.message)}
            {...form.register("note")}
          />
          <p className="mt-1 text-right text-xs text-slate-500 tabular-nums" aria-live="polite">
            {texts.noteCount(note.length)}
          </p>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? texts.sending : texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
