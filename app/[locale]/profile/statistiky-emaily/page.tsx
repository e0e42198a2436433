import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { ClientMessages } from "@/components/i18n/client-messages";
import { StatsEmailsOff } from "@/components/profile/stats-emails-off";
import type { Locale } from "@/i18n/routing";
import { STATS_EMAILS_OFF_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /profile/statistiky-emaily?u=&token=: the link in the weekly statistics e-mail that stops them
// (issue 32); the page asks and its button POSTs. Not indexed, not in the page cache (as /profile).

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/profile/statistiky-emaily">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "adStats.emailsOff" });
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v.trim() ? v.trim() : null;

export default async function StatsEmailsOffPage({
  params,
  searchParams,
}: PageProps<"/[locale]/profile/statistiky-emaily">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <ClientMessages namespaces={STATS_EMAILS_OFF_MESSAGES}>
        <StatsEmailsOff user={one(query.u)} token={one(query.token)} />
      </ClientMessages>
    </div>
  );
}
