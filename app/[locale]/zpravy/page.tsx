import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ConversationListView } from "@/components/inbox/conversation-list";
import { EmailSwitch } from "@/components/inbox/email-switch";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { INBOX_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { conversationsPageSchema, threadRoleSchema } from "@/lib/messages/schemas";
import { routes } from "@/lib/routes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "inbox" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /zpravy (issue 31): the signed-in user's threads as buyer and seller; sign-in otherwise. */
export default async function InboxPage({ params, searchParams }: PageProps<"/[locale]/zpravy">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "inbox" });
  const query = await searchParams;
  const page = conversationsPageSchema.parse(query.page);
  const role = threadRoleSchema.parse(query.role ?? null);
  const session = await getCurrentSession();
  if (!session)
    return (
      <SignInGate
        title={t("signInTitle")}
        text={t("signInDescription")}
        next={getPathname({ href: routes.messages, locale })}
      />
    );
  return (
    <ClientMessages namespaces={INBOX_MESSAGES}>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 mb-4 text-slate-600">{t("description")}</p>
        <ConversationListView page={page} role={role} locale={locale} />
        <div className="mt-6 border-t border-slate-200 pt-4">
          <EmailSwitch />
        </div>
      </div>
    </ClientMessages>
  );
}
