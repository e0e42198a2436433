import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/ui/form-alert";
import { getPathname, Link } from "@/i18n/navigation";
import { RETURN_TO_PARAM, safeReturnTo } from "@/lib/infra/security/return-to";
import type { Locale } from "@/i18n/routing";
import { buttonClass } from "@/components/ui/button";
import { routes } from "@/lib/routes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/verify-email">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "auth" });
  return { title: t("verifyTitle"), robots: { index: false } };
}

/** Where better-auth's verification link lands: signed in on success, ?error= otherwise. */
export default async function VerifyEmailPage({
  params,
  searchParams,
}: PageProps<"/[locale]/accounts/verify-email">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const q = await searchParams;
  const next = safeReturnTo(q.next, getPathname({ href: routes.profile(), locale }));
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthCard title={t("verifyTitle")}>
      {q.error ? (
        <div className="grid gap-4">
          <FormAlert>{t("verifyFailed")}</FormAlert>
          <Link
            href={{ pathname: "/accounts/login", query: { [RETURN_TO_PARAM]: next } }}
            className="text-primary-700 text-center font-semibold hover:underline"
          >
            {t("loginButton")}
          </Link>
        </div>
      ) : (
        <div className="grid gap-4">
          <FormAlert kind="success">{t("verifyDone")}</FormAlert>
          <a href={next} className={buttonClass({ size: "lg" })}>
            {t("continue")}
          </a>
        </div>
      )}
    </AuthCard>
  );
}
