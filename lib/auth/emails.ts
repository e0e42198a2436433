import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getEnv } from "@/lib/infra/env";
import { queueMail } from "@/lib/infra/mail";
import { tryConsume } from "@/lib/infra/rate-limit";
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

/**
 * Account e-mails (verification, reset, sign-up attempt) one address gets per hour, in the store
 * every instance shares (lib/infra/rate-limit.ts): sign-ups and resets in a loop must not flood an inbox.
 * Past it the mail is dropped silently: the answer must not tell a registered address apart.
 */
export const ACCOUNT_MAIL_CAP = { points: 5, duration: 3600 };

export async function queueAuthMail(
  kind: Kind,
  to: string,
  url: string,
  locale = localeOfUrl(url),
) {
  if (!(await tryConsume(`account-mail:${to.toLowerCase()}`, ACCOUNT_MAIL_CAP))) {
    console.warn(`[mail] account e-mail (${kind}) not sent: hourly cap for this recipient reached`);
    return;
  }
  const t = translatorFor(locale);
  await queueMail({
    to,
    subject: t(KEYS[kind][0]),
    text: `${t(KEYS[kind][1])}\n\n${url}\n\n${t("auth.mail.ignore")}\n`,
  });
}

/**
 * The mail a registered address gets when someone signs up with it: in the language of the
 * sign-up page (its Referer), linking to password reset on SITE_URL. Never on the request's Host
 * or X-Forwarded-Host: the caller writes them, and the link would lead the owner to their site.
 */
export function queueExistingAccountMail(to: string, req: Request | undefined) {
  const locale = localeOfUrl(req?.headers.get("referer") ?? "");
  const path = getPathname({ href: "/accounts/password/reset", locale });
  return queueAuthMail("existing", to, `${getEnv().siteUrl}${path}`, locale);
}
