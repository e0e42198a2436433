// Canonical and hreflang links for every page (ARCHITECTURE.md §4.7): one URL per language plus x-default.
import type { Metadata } from "next";
import { getPathname } from "@/i18n/navigation";
import { routing, type Locale } from "@/i18n/routing";

type Href = Parameters<typeof getPathname>[0]["href"];

/**
 * `alternatesFor("/about", "en")` → canonical "/en/about" and languages cs "/about", en "/en/about",
 * ru "/ru/about", x-default "/about". Paths are relative; metadataBase (layout) makes them absolute.
 */
export function alternatesFor(pathname: Href, locale: Locale): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = getPathname({ href: pathname, locale: l });
  languages["x-default"] = getPathname({ href: pathname, locale: routing.defaultLocale });
  return { canonical: getPathname({ href: pathname, locale }), languages };
}
