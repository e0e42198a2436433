import { Heading, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import type { EmailAd } from "../links";
import { AdRow } from "./ad-row";
import { EmailButton } from "./button";
import { colors, EmailLayout } from "./layout";

export interface FreshnessAskItem {
  ad: EmailAd;
  /** the signed one-click pages ("Ano, stále prodávám", "Prodáno") */
  keepUrl: string;
  soldUrl: string;
}

export interface FreshnessAskProps {
  locale: Locale;
  siteUrl: string;
  items: FreshnessAskItem[];
  /** My Ads (the profile page) */
  myAdsUrl: string;
}

export const freshnessAskSubject = ({
  locale,
  items,
}: Pick<FreshnessAskProps, "locale" | "items">) => {
  const t = translatorFor(locale);
  return items.length === 1
    ? t("emails.freshness.askSubjectOne", { title: items[0].ad.title })
    : t("emails.freshness.askSubjectMany", { count: items.length });
};

const spaced = { marginRight: 8 };

/** "Still for sale?": each unconfirmed ad of one seller with its two signed one-click answers. */
export function FreshnessAskEmail(props: FreshnessAskProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={freshnessAskSubject(props)}
      why={t("emails.freshness.askWhy")}
      manage={{ label: t("emails.freshness.manage"), href: props.myAdsUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.freshness.askHeading", { count: props.items.length })}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>
        {t("emails.freshness.askIntro", { count: props.items.length })}
      </Text>
      {props.items.map(({ ad, keepUrl, soldUrl }) => (
        <div key={ad.id}>
          <AdRow ad={ad} />
          <Text style={{ margin: "0 0 12px" }}>
            <EmailButton href={keepUrl} style={spaced}>
              {t("emails.freshness.keep")}
            </EmailButton>{" "}
            <EmailButton href={soldUrl} variant="secondary" style={spaced}>
              {t("emails.freshness.sold")}
            </EmailButton>
          </Text>
        </div>
      ))}
      <Text style={{ color: colors.muted, fontSize: 13, margin: "12px 0 0" }}>
        {t("emails.freshness.askDeadline")}
      </Text>
    </EmailLayout>
  );
}
