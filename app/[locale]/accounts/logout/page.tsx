import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LogoutButton } from "@/components/auth/logout-button";
import { Link } from "@/i18n/navigation";
import { getCurrentSession } from "@/lib/auth/session";
import type { Locale } from "@/i18n/routing";
import { buttonClass } from "@/components/ui/button";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/accounts/logout">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "auth" });
  return { title: t("logoutTitle"), robots: { index: false } };
}

export default async function LogoutPage({ params }: PageProps<"/[locale]/accounts/logout">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  const session = await getCurrentSession();
  return (
    <AuthCard title={t("logoutTitle")}>
      {session ? (
        <div className="grid gap-4">
          <p className="text-slate-600">{t("logoutQuestion", { email: session.user.email })}</p>
          <LogoutButton className={buttonClass({ size: "lg", className: "w-full" })} />
        </div>
      ) : (
        <p className="text-slate-600">
          {t("loggedOut")}{" "}
          <Link href="/" className="text-primary-700 font-semibold hover:underline">
            {t("backHome")}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
