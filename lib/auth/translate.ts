import "server-only";
import { createTranslator } from "use-intl/core";
import { LOCALES, type Locale } from "@/i18n/routing";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const MESSAGES = { cs, en, ru } as const;

export const asLocale = (v: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(v ?? "") ? (v as Locale) : "cs";

/** The language a request's user chose (the NEXT_LOCALE cookie of the switch), else Czech. */
export function requestLocale(req: Request): Locale {
  const m = (req.headers.get("cookie") ?? "").match(/(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/);
  return asLocale(m?.[1]);
}

/** Translations outside a rendering request (mail and SMS texts). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}
