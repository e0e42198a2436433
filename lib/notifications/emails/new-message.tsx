import { Heading, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import { translatorFor } from "@/lib/auth/translate";
import { EmailButton } from "./button";
import { colors, EmailLayout } from "./layout";

export interface NewMessageProps {
  locale: Locale;
  siteUrl: string;
  /** the other side's name as the inbox shows it (never an address) */
  senderName: string;
  adTitle: string;
  /** the new messages' texts, oldest first (shortened) */
  bodies: string[];
  /** the total of new messages (bodies may show fewer) */
  count: number;
  threadUrl: string;
  inboxUrl: string;
  unsubscribeUrl: string;
}

export const newMessageSubject = ({
  locale,
  adTitle,
}: Pick<NewMessageProps, "locale" | "adTitle">) =>
  translatorFor(locale)("emails.newMessage.subject", { title: adTitle });

/** A thread's new messages (issue 31): one e-mail per thread and recipient per 15 minutes at most. */
export function NewMessageEmail(props: NewMessageProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={newMessageSubject(props)}
      why={t("emails.newMessage.why")}
      manage={{ label: t("emails.newMessage.manage"), href: props.inboxUrl }}
      unsubscribe={{ label: t("emails.newMessage.unsubscribe"), href: props.unsubscribeUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.newMessage.heading", { name: props.senderName })}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>
        {t("emails.newMessage.intro", { count: props.count, title: props.adTitle })}
      </Text>
      {props.bodies.map((body, i) => (
        <Text
          key={i}
          style={{
            borderLeft: `3px solid ${colors.line}`,
            padding: "4px 0 4px 12px",
            margin: "8px 0",
            whiteSpace: "pre-wrap",
          }}
        >
          {body}
        </Text>
      ))}
      <Text style={{ margin: "16px 0" }}>
        <EmailButton href={props.threadUrl}>{t("emails.newMessage.open")}</EmailButton>
      </Text>
      <Text style={{ color: colors.muted, fontSize: 13 }}>{t("emails.newMessage.safety")}</Text>
    </EmailLayout>
  );
}
