import "server-only";
import { hasLocale } from "next-intl";
import { LOCALES } from "@/i18n/routing";

/** Every message of one interface language, or null for a language the site does not speak. */
export async function getMessagesByLocale({ locale }: { locale: string }) {
  if (!hasLocale(LOCALES, locale)) return null;
  const loaders = {
    cs: () => import("@/messages/cs.json"),
    en: () => import("@/messages/en.json"),
    ru: () => import("@/messages/ru.json"),
  };
  return (await loaders[locale]()).default;
}
