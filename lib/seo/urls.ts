import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getEnv } from "@/lib/env";

type Href = Parameters<typeof getPathname>[0]["href"];

/** The absolute URL of a page in one language: `absoluteUrl("/about", "en")` → "https://…/en/about". */
export const absoluteUrl = (href: Href, locale: Locale) =>
  getEnv().siteUrl + getPathname({ href, locale });
