import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MessageConfirm } from "@/components/message-seller/message-confirm";
import type { Locale } from "@/i18n/routing";
import { MESSAGE_CONFIRM_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /zpravy/potvrzeni?token=: the link of a signed-out buyer's confirmation e-mail (issue 31); the
// page asks and its button POSTs the token. Not indexed, not in the page cache (a per-reader page).

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy/potvrzeni">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "messages.confirm" });
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v.trim() ? v.trim() : null;

export default async function MessageConfirmPage({
  params,
  searchParams,
}: PageProps<"/[locale]/zpravy/potvrzeni">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
      <ClientMessages namespaces={MESSAGE_CONFIRM_MESSAGES}>
        <MessageConfirm token={one(query.token)} />
      </ClientMessages>
    </div>
  );
}
