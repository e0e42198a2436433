import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { GoogleButton } from "@/components/auth/google-button";
import { LoginForm } from "@/components/auth/login-form";
import { SignupForm } from "@/components/auth/signup-form";
import { getPathname, Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { googleClientId } from "@/lib/auth/google-provider";
import { getCurrentSession } from "@/lib/auth/session";
import { RETURN_TO_PARAM, safeReturnTo } from "@/lib/infra/security/return-to";
import { routes } from "@/lib/routes";

const MODES = {
  login: {
    title: "loginTitle",
    switchText: "noAccount",
    switchButton: "signupButton",
    switchTo: "/accounts/signup",
    Form: LoginForm,
  },
  signup: {
    title: "signupTitle",
    switchText: "haveAccount",
    switchButton: "loginButton",
    switchTo: "/accounts/login",
    Form: SignupForm,
  },
} as const;
export type CredentialsMode = keyof typeof MODES;

export async function credentialsTitle(mode: CredentialsMode, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "auth" });
  return t(MODES[mode].title);
}

/** The login and sign-up pages of the accounts area: Google button when configured, the form, and a link to the other page keeping `next`. */
export async function CredentialsPage({
  mode,
  locale,
  nextParam,
}: {
  mode: CredentialsMode;
  locale: Locale;
  nextParam: string | string[] | undefined;
}) {
  setRequestLocale(locale);
  const next = safeReturnTo(nextParam, getPathname({ href: routes.profile(), locale }));
  if (await getCurrentSession()) redirect(next);
  const t = await getTranslations({ locale, namespace: "auth" });
  const { title, switchText, switchButton, switchTo, Form } = MODES[mode];
  const clientId = googleClientId();
  return (
    <AuthCard
      title={t(title)}
      footer={
        <>
          {t(switchText)}{" "}
          <Link
            href={{ pathname: switchTo, query: { [RETURN_TO_PARAM]: next } }}
            className="text-primary-700 font-semibold hover:underline"
          >
            {t(switchButton)}
          </Link>
        </>
      }
    >
      {clientId && (
        <div className="mb-5">
          <GoogleButton clientId={clientId} next={next} />
          <p className="mt-4 text-center text-xs tracking-wide text-slate-400 uppercase">
            {t("or")}
          </p>
        </div>
      )}
      <Form next={next} />
    </AuthCard>
  );
}
