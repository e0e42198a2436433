// Which part of the site a path belongs to: the mobile section name, the active tab and the
// shell's per-page rules (seed 000 §2.2). Paths come from next-intl's usePathname (no locale).
import { ROUTE_PATTERNS } from "@/lib/routes";

export type Section =
  | "home"
  | "favorites"
  | "savedSearches"
  | "profile"
  | "createAd"
  | "ad"
  | "seller"
  | "about"
  | "contact"
  | "terms"
  | "privacy"
  | "faq"
  | "unsubscribe"
  | "accounts"
  | "admin"
  | "messages"
  | "safeBuying";

const BY_SEGMENT: Record<string, Section> = {
  favorites: "favorites",
  "saved-searches": "savedSearches",
  profile: "profile",
  "create-ad": "createAd",
  ads: "ad",
  sellers: "seller",
  about: "about",
  contact: "contact",
  terms: "terms",
  "privacy-policy": "privacy",
  faq: "faq",
  unsubscribe: "unsubscribe",
  accounts: "accounts",
  // no tab of the bar is the admin area's: none is highlighted there
  admin: "admin",
  zpravy: "messages",
  "bezpecny-nakup": "safeBuying",
};

/** "/" and the make/model browse pages (/{make}, /{make}/{model}) are the search section. */
export function sectionOf(pathname: string): Section {
  const first = pathname.split("/")[1] ?? "";
  return BY_SEGMENT[first] ?? "home";
}

export const isAdPage = (pathname: string) => ROUTE_PATTERNS.adSection.test(pathname);
export const isAdDetail = (pathname: string) => ROUTE_PATTERNS.ad.test(pathname);
/** Pages that lay out their own mobile spacing (0 instead of 56 / 96 px). */
export const isUnpaddedPage = (pathname: string) =>
  pathname === "/profile" || pathname.startsWith("/profile/") || isAdPage(pathname);

/** Content the back-to-top button must not cover (the price-history chart): it steps aside there. */
export const KEEP_CLEAR = { "data-keep-clear": "" };
export const KEEP_CLEAR_SELECTOR = "[data-keep-clear]";
