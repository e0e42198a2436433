import { Heading, Link, Section, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import type { EmailAd } from "../links";
import { AdRow } from "./ad-row";
import { colors, EmailLayout } from "./layout";

export type AlertFrequency = "immediate" | "hourly" | "daily" | "weekly";

export interface DigestSearch {
  id: number;
  name: string;
  /** the search's results, absolute, with tracking_id */
  url: string;
  /** at most 10 */
  ads: EmailAd[];
  /** new ads beyond the listed ones ("and N more") */
  more: number;
}

export interface DigestProps {
  locale: Locale;
  siteUrl: string;
  frequency: AlertFrequency;
  searches: DigestSearch[];
  manageUrl: string;
  unsubscribeUrl: string;
}

export const digestCount = (searches: DigestSearch[]) =>
  searches.reduce((n, s) => n + s.ads.length + s.more, 0);

export function digestSubject({ locale, searches }: Pick<DigestProps, "locale" | "searches">) {
  const t = translatorFor(locale);
  const count = digestCount(searches);
  return searches.length === 1
    ? t("emails.digest.subjectOne", { count, name: searches[0].name })
    : t("emails.digest.subjectMany", { count });
}

/** The saved-search digest: every due search of one user with new ads, in one e-mail. */
export function SavedSearchDigest(props: DigestProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={digestSubject(props)}
      why={t("emails.digest.why", {
        frequency: t(`emails.digest.frequency.${props.frequency}`),
      })}
      manage={{ label: t("emails.digest.manage"), href: props.manageUrl }}
      unsubscribe={{ label: t("emails.footer.unsubscribe"), href: props.unsubscribeUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.digest.heading")}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>{t("emails.digest.intro")}</Text>
      {props.searches.map((s) => (
        <Section key={s.id} style={{ marginTop: 16 }}>
          <Heading as="h2" style={{ fontSize: 17, margin: "8px 0 0" }}>
            <Link href={s.url} style={{ color: colors.text }}>
              {s.name}
            </Link>
          </Heading>
          <Text style={{ color: colors.muted, fontSize: 13, margin: "2px 0 8px" }}>
            {t("emails.digest.newCount", { count: s.ads.length + s.more })}
          </Text>
          {s.ads.map((ad) => (
            <AdRow key={ad.id} ad={ad} />
          ))}
          <Text style={{ margin: "8px 0 0" }}>
            <Link href={s.url} style={{ color: colors.accent, fontWeight: 600 }}>
              {s.more > 0
                ? t("emails.digest.more", { count: s.more })
                : t("emails.digest.openSearch")}
            </Link>
          </Text>
        </Section>
      ))}
    </EmailLayout>
  );
}
