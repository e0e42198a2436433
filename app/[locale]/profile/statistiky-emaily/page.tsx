import { setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { StatsEmailsOff } from "@/components/profile/stats-emails-off";
import { EmailLinkFrame, emailLinkMetadata, linkParam } from "@/components/static/email-link-page";
import type { Locale } from "@/i18n/routing";
import { STATS_EMAILS_OFF_MESSAGES } from "@/lib/infra/i18n/client-messages";

// /profile/statistiky-emaily?u=&token=: the link in the weekly statistics e-mail that stops them
// (issue 32); the page asks and its button POSTs.

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/profile/statistiky-emaily">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return emailLinkMetadata(locale, "adStats.emailsOff");
}

export default async function StatsEmailsOffPage({
  params,
  searchParams,
}: PageProps<"/[locale]/profile/statistiky-emaily">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <EmailLinkFrame namespaces={STATS_EMAILS_OFF_MESSAGES}>
      <StatsEmailsOff user={linkParam(query.u)} token={linkParam(query.token)} />
    </EmailLinkFrame>
  );
}
