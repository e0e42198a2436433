import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MessageEmailsOff } from "@/components/message-seller/message-emails-off";
import type { Locale } from "@/i18n/routing";
import { MESSAGE_EMAILS_OFF_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /zpravy/upozorneni?u=&token=: the link in a new-message e-mail that stops them (issue 31); the
// page asks and its button POSTs. Not indexed, not in the page cache (as /unsubscribe).

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy/upozorneni">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "messages.emailsOff" });
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v.trim() ? v.trim() : null;

export default async function MessageEmailsOffPage({
  params,
  searchParams,
}: PageProps<"/[locale]/zpravy/upozorneni">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <ClientMessages namespaces={MESSAGE_EMAILS_OFF_MESSAGES}>
        <MessageEmailsOff user={one(query.u)} token={one(query.token)} />
      </ClientMessages>
    </div>
  );
}
