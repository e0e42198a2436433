"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { authErrorKey, authPost } from "@/lib/auth/client";
import { changePasswordSchema, PASSWORD_MIN } from "@/lib/auth/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { useZodForm } from "@/components/forms/use-zod-form";

/** Changes the password and ends every other session (better-auth revokeOtherSessions). */
export function ChangePasswordForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [state, setState] = useState<"form" | "done" | string>("form");
  const { register, handleSubmit, formState, reset } = useZodForm(changePasswordSchema);

  const onSubmit = handleSubmit(async (values) => {
    const res = await authPost("/change-password", { ...values, revokeOtherSessions: true });
    if (res.ok) {
      reset();
      setState("done");
    } else setState(authErrorKey(res, "common.errorOccurred"));
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {state === "done" && <FormAlert kind="success">{t("changeDone")}</FormAlert>}
      {state !== "done" && state !== "form" && <FormAlert>{errorText(state)}</FormAlert>}
      <TextField
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        error={errorText(formState.errors.currentPassword?.message)}
        {...register("currentPassword")}
      />
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN })}
        error={errorText(formState.errors.newPassword?.message)}
        {...register("newPassword")}
      />
      <SubmitButton busy={formState.isSubmitting}>{t("resetSave")}</SubmitButton>
    </form>
  );
}
