import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SavedSearchesList } from "@/components/saved-searches/saved-searches-list";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { routes } from "@/lib/routes";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { summariesOf } from "@/lib/saved-searches/summary";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/saved-searches">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "savedSearches" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function SavedSearchesPage({ params }: PageProps<"/[locale]/saved-searches">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "savedSearches" });
  const session = await getCurrentSession();
  if (!session)
    return (
      <SignInGate
        title={t("signInTitle")}
        text={t("signInDescription")}
        next={getPathname({ href: routes.savedSearches, locale })}
      />
    );
  const searches = await listSavedSearches({ userId: session.user.id });
  return (
    <ClientMessages namespaces={["savedSearches"]}>
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("description")}</p>
        <SavedSearchesList initial={searches} summaries={await summariesOf(searches, locale)} />
      </div>
    </ClientMessages>
  );
}
