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

const KEYS = {
  verify: ["auth.mail.verifySubject", "auth.mail.verifyBody"],
  reset: ["auth.mail.resetSubject", "auth.mail.resetBody"],
  existing: ["auth.mail.existingSubject", "auth.mail.existingBody"],
} as const;
type Kind = keyof typeof KEYS;

export async function queueAuthMail(
  kind: Kind,
  to: string,
  url: string,
  locale = localeOfUrl(url),
) {
  const t = translatorFor(locale);
  await queueMail({
    to,
    subject: t(KEYS[kind][0]),
    text: `${t(KEYS[kind][1])}\n\n${url}\n\n${t("auth.mail.ignore")}\n`,
  });
}
