import "server-only";
import { queueMail } from "@/lib/mail";
import type { Locale } from "@/i18n/routing";
import { asLocale, translatorFor } from "./translate";

/** The language of the page the user came from: the locale prefix of the callback path. */
export function localeOfUrl(url: string): Locale {
  try {
    const u = new URL(url);
    const target =
      u.searchParams.get("callbackURL") ?? u.searchParams.get("redirectTo") ?? u.pathname;
    return asLocale(new URL(target, u.origin).pathname.split("/")[1]);
  } catch {
    return "cs";
  }
}

type Kind = "verify" | "reset" | "existing";

export async function queueAuthMail(
  kind: Kind,
  to: string,
  url: string,
  locale = localeOfUrl(url),
) {
  const t = translatorFor(locale);
  await queueMail({
    to,
    subject: t(`auth.mail.${kind}Subject`),
    text: `${t(`auth.mail.${kind}Body`)}\n\n${url}\n\n${t("auth.mail.ignore")}\n`,
  });
}
