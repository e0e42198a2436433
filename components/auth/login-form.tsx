"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { authErrorKey, signInWithPassword } from "@/lib/auth/client";
import { loginSchema } from "@/lib/auth/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { useZodForm } from "@/components/forms/use-zod-form";

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(loginSchema);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const res = await signInWithPassword(values, next);
    if (res.ok) {
      window.location.assign(res.goTo);
      return;
    }
    setProblem(authErrorKey(res, "auth.errors.invalidCredentials"));
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {problem && <FormAlert>{errorText(problem)}</FormAlert>}
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        error={errorText(formState.errors.email?.message)}
        {...register("email")}
      />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="current-password"
        error={errorText(formState.errors.password?.message)}
        {...register("password")}
      />
      <div className="-mt-2 text-right text-sm">
        <Link href="/accounts/password/reset" className="text-primary-700 hover:underline">
          {t("forgotPassword")}
        </Link>
      </div>
      <SubmitButton busy={formState.isSubmitting}>{t("loginButton")}</SubmitButton>
    </form>
  );
}
