import { Heading, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import type { EmailAd } from "../links";
import { AdRow } from "./ad-row";
import { EmailButton } from "./button";
import { colors, EmailLayout } from "./layout";

export interface FreshnessArchivedProps {
  locale: Locale;
  siteUrl: string;
  /** the archived ads; their links lead to My Ads, where they are renewed */
  ads: EmailAd[];
  myAdsUrl: string;
}

export const freshnessArchivedSubject = ({
  locale,
  ads,
}: Pick<FreshnessArchivedProps, "locale" | "ads">) =>
  translatorFor(locale)("emails.freshness.archivedSubject", { count: ads.length });

/** A week without an answer: the ads were archived, and how to renew them from My Ads. */
export function FreshnessArchivedEmail(props: FreshnessArchivedProps) {
  const t = translatorFor(props.locale);
  const count = props.ads.length;
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={freshnessArchivedSubject(props)}
      why={t("emails.freshness.askWhy")}
      manage={{ label: t("emails.freshness.manage"), href: props.myAdsUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.freshness.archivedHeading", { count })}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>
        {t("emails.freshness.archivedIntro", { count })}
      </Text>
      {props.ads.map((ad) => (
        <AdRow key={ad.id} ad={ad} />
      ))}
      <Text style={{ margin: "12px 0 4px" }}>{t("emails.freshness.renewHint", { count })}</Text>
      <Text style={{ margin: "8px 0 0" }}>
        <EmailButton href={props.myAdsUrl}>{t("emails.freshness.renewCta")}</EmailButton>
      </Text>
    </EmailLayout>
  );
}
