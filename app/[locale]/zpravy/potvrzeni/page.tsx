import { setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { MessageConfirm } from "@/components/message-seller/message-confirm";
import { EmailLinkFrame, emailLinkMetadata, linkParam } from "@/components/static/email-link-page";
import type { Locale } from "@/i18n/routing";
import { MESSAGE_CONFIRM_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /zpravy/potvrzeni?token=: the link of a signed-out buyer's confirmation e-mail (issue 31); the
// page asks and its button POSTs the token.

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/zpravy/potvrzeni">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return emailLinkMetadata(locale, "messages.confirm");
}

export default async function MessageConfirmPage({
  params,
  searchParams,
}: PageProps<"/[locale]/zpravy/potvrzeni">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <EmailLinkFrame namespaces={MESSAGE_CONFIRM_MESSAGES}>
      <MessageConfirm token={linkParam(query.token)} />
    </EmailLinkFrame>
  );
}
