import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import type { Locale } from "@/i18n/routing";
import { alternatesFor } from "./alternates";

type Key = "about" | "terms" | "privacy" | "faq";

/** Title, description, canonical and hreflang of a static page. */
export async function staticPageMetadata(
  key: Key,
  pathname: string,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "static" });
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    alternates: alternatesFor(pathname, locale),
    openGraph: {
      title: t(`${key}.title`),
      description: t(`${key}.description`),
      siteName: "Vozovna",
    },
  };
}
