"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { authErrorKey, authPost, localePrefix } from "@/lib/auth/client";
import { resetRequestSchema } from "@/lib/auth/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { useZodForm } from "@/components/forms/use-zod-form";

/** Always answers "if the account exists, a link is on its way" (no account enumeration). */
export function ResetRequestForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(resetRequestSchema);

  const onSubmit = handleSubmit(async (values) => {
    const res = await authPost("/request-password-reset", {
      ...values,
      redirectTo: `${localePrefix()}/accounts/password/reset/confirm`,
    });
    if (res.ok) setDone(true);
    else setProblem(authErrorKey(res, "common.errorOccurred"));
  });

  if (done) return <FormAlert kind="success">{t("resetSent")}</FormAlert>;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {problem && <FormAlert>{errorText(problem)}</FormAlert>}
      <p className="text-sm text-slate-600">{t("resetIntro")}</p>
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        error={errorText(formState.errors.email?.message)}
        {...register("email")}
      />
      <SubmitButton busy={formState.isSubmitting}>{t("resetButton")}</SubmitButton>
    </form>
  );
}
