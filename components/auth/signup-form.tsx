"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { authErrorKey, authPost, verifyCallbackUrl } from "@/lib/auth/client";
import { PASSWORD_MIN, signupSchema } from "@/lib/auth/schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Link } from "@/i18n/navigation";

const legalLink = (href: string) => {
  const LegalLink = (chunks: React.ReactNode) => (
    <Link href={href} target="_blank" className="text-primary-700 font-medium underline">
      {chunks}
    </Link>
  );
  return LegalLink;
};

export function SignupForm({ next }: { next: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(signupSchema);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const res = await authPost("/sign-up/email", {
      ...values,
      name: values.email.split("@")[0],
      callbackURL: verifyCallbackUrl(next),
    });
    if (res.ok) setSentTo(values.email);
    else setProblem(authErrorKey(res, "auth.errors.signupFailed"));
  });

  if (sentTo) return <FormAlert kind="success">{t("checkInbox", { email: sentTo })}</FormAlert>;
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
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN })}
        error={errorText(formState.errors.password?.message)}
        {...register("password")}
      />
      <p className="text-sm text-slate-600">
        {t.rich("signupNotice", {
          terms: legalLink("/terms"),
          privacy: legalLink("/privacy-policy"),
        })}
      </p>
      <SubmitButton busy={formState.isSubmitting}>{t("signupButton")}</SubmitButton>
    </form>
  );
}
