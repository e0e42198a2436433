import { setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { MessageEmailsOff } from "@/components/message-seller/message-emails-off";
import { EmailLinkFrame, emailLinkMetadata, linkParam } from "@/components/static/email-link-page";
import type { Locale } from "@/i18n/routing";
import { MESSAGE_EMAILS_OFF_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /zpravy/upozorneni?u=&token=: the link in a new-message e-mail that stops them (issue 31); the
// page asks and its button POSTs.

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy/upozorneni">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return emailLinkMetadata(locale, "messages.emailsOff");
}

export default async function MessageEmailsOffPage({
  params,
  searchParams,
}: PageProps<"/[locale]/zpravy/upozorneni">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <EmailLinkFrame namespaces={MESSAGE_EMAILS_OFF_MESSAGES}>
      <MessageEmailsOff user={linkParam(query.u)} token={linkParam(query.token)} />
    </EmailLinkFrame>
  );
}
