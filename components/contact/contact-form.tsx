"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch } from "@/lib/infra/api/client";
import { applyServerErrors, formError } from "@/components/forms/apply-server-errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import { feedbackSchema, FEEDBACK_LIMITS, type Feedback } from "@/lib/feedback/schemas";

const FAILED = {
  codes: { rate_limited: "contact.errors.rateLimited" },
  fallback: "contact.failure",
} as const;

/** The contact form (seed 001 §5, §8); the server repeats every check. */
export function ContactForm() {
  const t = useTranslations("contact");
  // The schema's messages are short keys of contact.errors; one it does not know reads "required".
  const errorText = useErrorText("contact.errors");
  const [sent, setSent] = useState(false);
  const form = useZodForm(feedbackSchema, {
    mode: "onTouched",
    defaultValues: { name: "", email: "", message: "", website: "" },
  });
  const { register, handleSubmit, reset, formState } = form;
  const fieldError = (name: "name" | "email" | "message") =>
    errorText(formState.errors[name]?.message, "contact.errors.required");
  const failure = formError(form);

  const onSubmit = async (data: Feedback) => {
    setSent(false);
    try {
      // noRedirect: a refusal is shown here, the visitor stays on the form with what they typed
      await apiFetch("/api/profile/feedback/", { method: "POST", body: data, noRedirect: true });
      reset();
      setSent(true);
    } catch (err) {
      applyServerErrors(form, err, FAILED);
    }
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField
        id="contact-name"
        label={t("name")}
        type="text"
        autoComplete="name"
        maxLength={FEEDBACK_LIMITS.name}
        required
        error={fieldError("name")}
        {...register("name")}
      />
      <TextField
        id="contact-email"
        label={t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldError("email")}
        {...register("email")}
      />
      <TextArea
        id="contact-message"
        label={t("message")}
        rows={6}
        maxLength={FEEDBACK_LIMITS.message}
        required
        error={fieldError("message")}
        {...register("message")}
      />
      {/* Honeypot: invisible to people and screen readers, tempting for bots. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={formState.isSubmitting} className="">
          {formState.isSubmitting ? t("sending") : t("send")}
        </SubmitButton>
        <p role="status" aria-live="polite" className="text-sm">
          {sent && <span className="font-medium text-green-700">{t("success")}</span>}
          {failure && <span className="font-medium text-red-600">{errorText(failure)}</span>}
        </p>
      </div>
    </form>
  );
}
