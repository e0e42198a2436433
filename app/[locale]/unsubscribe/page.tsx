import { setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { UnsubscribeStatus } from "@/components/static/unsubscribe-status";
import { EmailLinkFrame, emailLinkMetadata, linkParam } from "@/components/static/email-link-page";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { alternatesFor } from "@/lib/seo/alternates";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/unsubscribe">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return emailLinkMetadata(locale, "unsubscribe", {
    alternates: alternatesFor("/unsubscribe", locale),
  });
}

export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<"/[locale]/unsubscribe">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <EmailLinkFrame namespaces={UNSUBSCRIBE_MESSAGES}>
      <UnsubscribeStatus id={linkParam(query.id)} token={linkParam(query.token)} />
    </EmailLinkFrame>
  );
}
