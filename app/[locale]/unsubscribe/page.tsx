import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { UnsubscribeStatus } from "@/components/static/unsubscribe-status";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { alternatesFor } from "@/lib/seo/alternates";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/unsubscribe">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "unsubscribe" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternatesFor("/unsubscribe", locale),
    robots: { index: false, follow: false },
  };
}

const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v.trim() ? v.trim() : null;

export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<"/[locale]/unsubscribe">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <ClientMessages namespaces={UNSUBSCRIBE_MESSAGES}>
        <UnsubscribeStatus id={one(query.id)} token={one(query.token)} />
      </ClientMessages>
    </div>
  );
}
