"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { authErrorKey, authPost } from "@/lib/auth/client";
import { PASSWORD_MIN, resetPasswordSchema } from "@/lib/auth/schemas";
import { FORM_ERROR, formError } from "@/components/forms/apply-server-errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [state, setState] = useState<"form" | "done" | "invalid">(token ? "form" : "invalid");
  const form = useZodForm(resetPasswordSchema, { defaultValues: { password: "" } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    const res = await authPost("/reset-password", { newPassword: password, token });
    if (res.ok) return setState("done");
    // A refusal with a known reason (too many attempts, too short) keeps the form; any other
    // means the link no longer works.
    const known = authErrorKey(res, "");
    if (known) form.setError(FORM_ERROR, { type: res.code ?? "auth", message: known });
    else setState("invalid");
  });

  if (state === "done")
    return (
      <FormAlert kind="success">
        {t("resetDone")}{" "}
        <Link href="/accounts/login" className="font-semibold underline">
          {t("loginButton")}
        </Link>
      </FormAlert>
    );
  if (state === "invalid")
    return (
      <FormAlert>
        {t("resetInvalid")}{" "}
        <Link href="/accounts/password/reset" className="font-semibold underline">
          {t("resetAgain")}
        </Link>
      </FormAlert>
    );
  const failure = formError(form);
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <FormAlert>{errorText(failure)}</FormAlert>}
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN })}
        error={errorText(formState.errors.password?.message)}
        {...register("password")}
      />
      <SubmitButton busy={formState.isSubmitting}>{t("resetSave")}</SubmitButton>
    </form>
  );
}
