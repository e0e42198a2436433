import { defineRouting } from "next-intl/routing";

export const LOCALES = ["cs", "en", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: "cs",
  localePrefix: "as-needed",
  // The language is chosen by the URL (and the NEXT_LOCALE cookie set by the switch), never
  // by the browser's Accept-Language: "/" must stay Czech for crawlers (ARCHITECTURE.md §9.1).
  localeDetection: false,
});
