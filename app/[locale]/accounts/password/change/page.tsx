import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { getPathname } from "@/i18n/navigation";
import { getCurrentSession } from "@/lib/auth/session";
import { returnToQuery } from "@/lib/infra/security/return-to";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/password/change">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "auth" });
  return { title: t("changeTitle"), robots: { index: false } };
}

export default async function ChangePasswordPage({
  params,
}: PageProps<"/[locale]/accounts/password/change">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  if (!(await getCurrentSession())) {
    const here = getPathname({ href: "/accounts/password/change", locale });
    redirect(`${getPathname({ href: "/accounts/login", locale })}?${returnToQuery(here)}`);
  }
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthCard title={t("changeTitle")}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
