import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/password/reset/confirm">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "auth" });
  return { title: t("newPasswordTitle"), robots: { index: false } };
}

/** better-auth's e-mailed link lands here with ?token= (or ?error=INVALID_TOKEN). */
export default async function ResetConfirmPage({
  params,
  searchParams,
}: PageProps<"/[locale]/accounts/password/reset/confirm">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token, error } = await searchParams;
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthCard title={t("newPasswordTitle")}>
      <ResetPasswordForm token={typeof token === "string" && !error ? token : null} />
    </AuthCard>
  );
}
