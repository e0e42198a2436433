import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ThreadView } from "@/components/inbox/thread-view";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { INBOX_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { routes } from "@/lib/routes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy/[id]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "inbox" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /zpravy/{id} (issue 31): one thread of the signed-in user (the API answers 404 to others). */
export default async function ThreadPage({ params }: PageProps<"/[locale]/zpravy/[id]">) {
  const { locale: raw, id: rawId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const session = await getCurrentSession();
  if (!session) {
    const t = await getTranslations({ locale, namespace: "inbox" });
    return (
      <SignInGate
        title={t("signInTitle")}
        text={t("signInDescription")}
        next={getPathname({ href: routes.conversation(id), locale })}
      />
    );
  }
  return (
    <ClientMessages namespaces={INBOX_MESSAGES}>
      <div className="mx-auto max-w-3xl">
        <ThreadView id={id} locale={locale} />
      </div>
    </ClientMessages>
  );
}
