import { Heading, Link, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import type { EmailAd } from "../links";
import { AdRow } from "./ad-row";
import { colors, EmailLayout } from "./layout";

export interface AdArchivedProps {
  locale: Locale;
  siteUrl: string;
  ad: EmailAd;
  /** the admin's words, as written */
  reason: string;
  myAdsUrl: string;
  contactUrl: string;
}

export const adArchivedSubject = ({ locale, ad }: Pick<AdArchivedProps, "locale" | "ad">) =>
  translatorFor(locale)("emails.adminArchived.subject", { title: ad.title });

/** An admin archived the seller's ad: which one, the admin's reason, and where to object. */
export function AdArchivedEmail(props: AdArchivedProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={adArchivedSubject(props)}
      why={t("emails.adminArchived.why")}
      manage={{ label: t("emails.freshness.manage"), href: props.myAdsUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.adminArchived.heading")}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>
        {t("emails.adminArchived.intro")}
      </Text>
      <AdRow ad={props.ad} />
      <Text style={{ margin: "12px 0 4px", fontWeight: 600 }}>
        {t("emails.adminArchived.reason")}
      </Text>
      <Text style={{ margin: "0 0 12px", whiteSpace: "pre-line" }}>{props.reason}</Text>
      <Text style={{ margin: "8px 0 0" }}>
        {t("emails.adminArchived.objection")}{" "}
        <Link href={props.contactUrl} style={{ color: colors.accent }}>
          {t("emails.adminArchived.contact")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
