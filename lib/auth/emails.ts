import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getEnv } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import { requestOrigin } from "./ip";
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

/**
 * The mail a registered address gets when someone signs up with it: in the language of the
 * sign-up page (its Referer), linking to password reset. Host and X-Forwarded-Host are the
 * caller's to write, so they choose the link's site only when none is configured.
 */
export function queueExistingAccountMail(to: string, req: Request | undefined) {
  const env = getEnv();
  const configured = env.SITE_URL ?? env.BETTER_AUTH_URL;
  const origin = configured ? env.siteUrl : ((req && requestOrigin(req)) ?? env.siteUrl);
  const locale = localeOfUrl(req?.headers.get("referer") ?? "");
  const path = getPathname({ href: "/accounts/password/reset", locale });
  return queueAuthMail("existing", to, `${origin}${path}`, locale);
}
