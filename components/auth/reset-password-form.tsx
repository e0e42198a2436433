"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { authPost } from "@/lib/auth/client";
import { PASSWORD_MIN, resetPasswordSchema, type ResetPasswordInput } from "@/lib/auth/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [state, setState] = useState<"form" | "done" | "invalid">(token ? "form" : "invalid");
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const res = await authPost("/reset-password", { newPassword: password, token });
    setState(res.ok ? "done" : "invalid");
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
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
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
