"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { feedbackSchema, FEEDBACK_LIMITS, type Feedback, type FeedbackInput } from "@/lib/feedback/schemas";

type Status = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; rateLimited?: boolean };
type FieldName = "name" | "email" | "message";
const ERROR_KEYS = ["required", "invalidEmail", "lineBreaks", "tooLong"] as const;

/** The contact form (seed 001 §5, §8); the server repeats every check. */
export function ContactForm() {
  const t = useTranslations("contact");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput, unknown, Feedback>({ resolver: zodResolver(feedbackSchema), mode: "onTouched" });

  const errorText = (key?: string) =>
    key ? t(`errors.${(ERROR_KEYS as readonly string[]).includes(key) ? (key as (typeof ERROR_KEYS)[number]) : "required"}`) : null;

  const onSubmit = async (data: Feedback) => {
    setStatus({ kind: "idle" });
    try {
      const res = await fetch("/api/profile/feedback/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      if (res.ok) {
        reset();
        setStatus({ kind: "sent" });
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { fields?: Partial<Record<FieldName, string>> };
      for (const [name, message] of Object.entries(body.fields ?? {})) {
        if (name === "name" || name === "email" || name === "message") setError(name, { message });
      }
      setStatus({ kind: "failed", rateLimited: res.status === 429 });
    } catch {
      setStatus({ kind: "failed" });
    }
  };

  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm outline-none focus:ring-2 focus:ring-primary-200 ${
      errors[name] ? "border-red-500" : "border-slate-300 focus:border-primary-500"
    }`,
  });
  const fieldError = (name: FieldName) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-600">
        {errorText(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <div>
        <label htmlFor="contact-name" className="text-sm font-medium text-slate-800">
          {t("name")}
        </label>
        <input type="text" autoComplete="name" maxLength={FEEDBACK_LIMITS.name} required {...field("name")} {...register("name")} />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className="text-sm font-medium text-slate-800">
          {t("email")}
        </label>
        <input type="email" autoComplete="email" inputMode="email" required {...field("email")} {...register("email")} />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-medium text-slate-800">
          {t("message")}
        </label>
        <textarea rows={6} maxLength={FEEDBACK_LIMITS.message} required {...field("message")} {...register("message")} />
        {fieldError("message")}
      </div>
      {/* Honeypot: invisible to people and screen readers, tempting for bots. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-primary-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-primary-700 disabled:opacity-60"
        >
          {isSubmitting ? t("sending") : t("send")}
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {status.kind === "sent" && <span className="font-medium text-green-700">{t("success")}</span>}
          {status.kind === "failed" && (
            <span className="font-medium text-red-600">{status.rateLimited ? t("errors.rateLimited") : t("failure")}</span>
          )}
        </p>
      </div>
    </form>
  );
}
