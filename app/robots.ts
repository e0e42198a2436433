import type { MetadataRoute } from "next";
import { getPathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { getEnv } from "@/lib/infra/env";
import { routes } from "@/lib/routes";

// Read per request: SITE_URL is the running server's, not the build machine's.
export const dynamic = "force-dynamic";

/** Personal pages and forms, kept out of search results in every language. */
const PRIVATE = [
  routes.favorites,
  routes.savedSearches,
  "/profile",
  routes.createAd,
  "/ads/cars/*/edit",
  "/accounts/",
  "/unsubscribe",
  "/login",
  // the inbox and the pages of the message e-mails' links (issue 31)
  routes.messages,
];

export default function robots(): MetadataRoute.Robots {
  const localised = PRIVATE.flatMap((href) =>
    routing.locales.map((locale) => getPathname({ href, locale })),
  );
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", ...new Set(localised)] },
    sitemap: `${getEnv().siteUrl}/sitemap.xml`,
  };
}
