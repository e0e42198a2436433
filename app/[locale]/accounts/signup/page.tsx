import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { GoogleButton } from "@/components/auth/google-button";
import { SignupForm } from "@/components/auth/signup-form";
import { redirect } from "next/navigation";
import { getPathname, Link } from "@/i18n/navigation";
import { googleClientId } from "@/lib/auth/google-provider";
import { safeNext } from "@/lib/auth/schemas";
import { getCurrentSession } from "@/lib/auth/session";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/signup">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "auth" });
  return { title: t("signupTitle"), robots: { index: false } };
}

export default async function SignupPage({
  params,
  searchParams,
}: PageProps<"/[locale]/accounts/signup">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const raw = (await searchParams).next;
  const next = safeNext(
    typeof raw === "string" ? raw : null,
    getPathname({ href: "/profile", locale }),
  );
  if (await getCurrentSession()) redirect(next);
  const t = await getTranslations({ locale, namespace: "auth" });
  const clientId = googleClientId();
  return (
    <AuthCard
      title={t("signupTitle")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link
            href={{ pathname: "/accounts/login", query: { next } }}
            className="text-primary-700 font-semibold hover:underline"
          >
            {t("loginButton")}
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
      <SignupForm next={next} />
    </AuthCard>
  );
}
