import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { LOCALES, routing, type Locale } from "@/i18n/routing";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { localePrefixOf } from "@/lib/routes";

// The language of a user's e-mails (users.locale) follows the language they use the site in. The
// signed-in client asks GET /api/current-user/ on every page; the page's address (the Referer of
// that same-origin request) says its language; without one the NEXT_LOCALE cookie of the language
// switch does. Nothing known: the stored language stays.

const isLocale = (v: string | undefined): v is Locale =>
  (LOCALES as readonly string[]).includes(v ?? "");

/** The language of the page that made this request, or null when the request does not say. */
export function pageLocale(req: Request): Locale | null {
  const referer = req.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      const ours = [new URL(req.url).origin, new URL(getEnv().siteUrl).origin];
      if (ours.includes(url.origin)) {
        const prefix = localePrefixOf(url.pathname).slice(1);
        return isLocale(prefix) ? prefix : routing.defaultLocale;
      }
    } catch {
      // a malformed Referer says nothing
    }
  }
  const cookie = (req.headers.get("cookie") ?? "").match(/(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/)?.[1];
  return isLocale(cookie) ? cookie : null;
}

/** Stores the user's language when it changed (a no-op UPDATE matches no row otherwise). */
export async function rememberLocale(userId: string, req: Request) {
  const locale = pageLocale(req);
  if (!locale) return;
  await getDb()
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}
