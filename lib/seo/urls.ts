import "server-only";
import type { Locale } from "@/i18n/routing";
import { getEnv } from "@/lib/infra/env";
import { localizedPath } from "@/lib/routes";

/** The absolute URL of a page in one language: `absoluteUrl("/about", "en")` → "https://…/en/about". */
export const absoluteUrl = (href: string, locale: Locale) =>
  getEnv().siteUrl + localizedPath(href, locale);
