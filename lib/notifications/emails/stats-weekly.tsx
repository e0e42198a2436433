import { Heading, Link, Section, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import { formatNumber } from "@/lib/infra/format";
import { EmailButton } from "./button";
import { colors, EmailLayout } from "./layout";

export interface StatsWeeklyProps {
  locale: Locale;
  siteUrl: string;
  /** the seller's active ads with the last 7 days' views and contacts, most viewed first */
  ads: { title: string; url: string; views: number; contacts: number }[];
  /** active ads not listed */
  more: number;
  profileUrl: string;
  unsubscribeUrl: string;
}

export const statsWeeklySubject = ({ locale }: Pick<StatsWeeklyProps, "locale">) =>
  translatorFor(locale)("emails.statsWeekly.subject");

/** The weekly summary to a seller (issue 32): each active ad's last 7 days, one e-mail a week. */
export function StatsWeeklyEmail(props: StatsWeeklyProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={statsWeeklySubject(props)}
      why={t("emails.statsWeekly.why")}
      manage={{ label: t("emails.statsWeekly.manage"), href: props.profileUrl }}
      unsubscribe={{ label: t("emails.statsWeekly.unsubscribe"), href: props.unsubscribeUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 8px" }}>
        {t("emails.statsWeekly.heading")}
      </Heading>
      {props.ads.map((ad, i) => (
        <Section key={i} style={{ borderBottom: `1px solid ${colors.line}`, padding: "6px 0" }}>
          <Text style={{ margin: 0, fontWeight: 600 }}>
            <Link href={ad.url} style={{ color: colors.text }}>
              {ad.title}
            </Link>
          </Text>
          <Text style={{ margin: 0, color: colors.muted }}>
            {t("emails.statsWeekly.adLine", {
              views: formatNumber(ad.views),
              contacts: formatNumber(ad.contacts),
            })}
          </Text>
        </Section>
      ))}
      {props.more > 0 && (
        <Text style={{ color: colors.muted }}>
          {t("emails.statsWeekly.more", { count: props.more })}
        </Text>
      )}
      <Text style={{ margin: "16px 0" }}>
        <EmailButton href={props.profileUrl}>{t("emails.statsWeekly.open")}</EmailButton>
      </Text>
    </EmailLayout>
  );
}
