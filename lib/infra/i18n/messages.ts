import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { hasLocale } from "next-intl";
import { LOCALES, type Locale } from "@/i18n/routing";

const authored = new Map<Locale, Promise<Record<string, unknown>>>();

/**
 * Every message of one interface language as authored (ICU text), or null for a language the site
 * does not speak. Read from messages/{locale}.json on disk, once per process: what the Next build
 * imports from that folder is compiled for the formatter (next.config.ts), not ICU text.
 */
export async function getMessagesByLocale({ locale }: { locale: string }) {
  if (!hasLocale(LOCALES, locale)) return null;
  let messages = authored.get(locale);
  if (!messages) {
    // (not a build input: turbopackIgnore keeps Next from tracing the whole project for it)
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), "messages", `${locale}.json`);
    messages = readFile(file, "utf8").then((text) => JSON.parse(text) as Record<string, unknown>);
    authored.set(locale, messages);
    messages.catch(() => authored.delete(locale));
  }
  return messages;
}
