// Every page path of the site, once (the search with its filters is searchHref in
// lib/search/form-state.ts, so that every page's JavaScript does not carry the filter table). Client-safe and locale-free: next-intl's Link and getPathname
// add the language prefix, lib/seo/urls.ts makes absolute URLs of them.
import { routing, type Locale } from "@/i18n/routing";
import type { AdminTab } from "@/lib/moderation/schemas";

type Slugged = { slug: string };

export const routes = {
  home: "/",
  ad: (id: number) => `/ads/cars/${id}`,
  adEdit: (id: number) => `/ads/cars/${id}/edit`,
  /** Page 1 has no ?page (its canonical form). */
  seller: (id: number, page = 1) => (page > 1 ? `/sellers/${id}?page=${page}` : `/sellers/${id}`),
  /** A make's or model's landing page, or a facet's: under a model, or across makes alone. */
  landing: ({ make, model, facet }: { make?: Slugged; model?: Slugged | null; facet?: Slugged }) =>
    `/${[make, model, facet].flatMap((s) => (s ? [s.slug] : [])).join("/")}`,
  /** The signed-in user's page with My Ads; page 1 has no ?page. */
  profile: (page = 1) => (page > 1 ? `/profile?page=${page}` : "/profile"),
  /** An ad's statistics for its seller (issue 32): a Czech path in every language, as /zpravy. */
  adStats: (id: number, days?: number) =>
    `/profile/inzeraty/${id}/statistiky${days ? `?days=${days}` : ""}`,
  /** The link in the weekly statistics e-mail that stops them (the page asks, then POSTs). */
  statsEmailsOff: (user: string, token: string) =>
    `/profile/statistiky-emaily?${new URLSearchParams({ u: user, token })}`,
  favorites: "/favorites",
  /** Favourites side by side, in the order chosen (the selection lives in the URL to be shared). */
  /** Favourites side by side, in the order chosen; `diff` shows only the rows that differ. */
  compare: (ids: number[], diff = false) =>
    `/favorites/compare?ids=${ids.join(",")}${diff ? "&diff=1" : ""}`,
  savedSearches: "/saved-searches",
  /** The inbox of messages between buyers and sellers (issue 31), and one thread. */
  messages: "/zpravy",
  conversation: (id: number) => `/zpravy/${id}`,
  /** A signed-out buyer's link from the confirmation e-mail (the page POSTs the token). */
  messageConfirm: (token: string) => `/zpravy/potvrzeni?token=${encodeURIComponent(token)}`,
  /** The link in a message notification that stops them (the page asks, then POSTs). */
  messageEmailsOff: (user: string, token: string) =>
    `/zpravy/upozorneni?${new URLSearchParams({ u: user, token })}`,
  createAd: "/create-ad",
  /** The scam shield's advice page (issue 31): a Czech slug in every language, as /zpravy. */
  safeBuying: "/bezpecny-nakup",
  /** The admin area (issue 15): a section and its page; the reports queue on page 1 is bare. */
  admin: (tab: AdminTab = "reports", page = 1) => {
    const query = new URLSearchParams();
    if (tab !== "reports") query.set("tab", tab);
    if (page > 1) query.set("page", String(page));
    return query.size ? `/admin?${query}` : "/admin";
  },
} as const;

/**
 * A locale-free path in one language, as next-intl's getPathname writes it (no localized
 * pathnames, prefix as needed): "/about" → "/en/about", "/" → "/en", "/?page=2" → "/en?page=2".
 * Pure, so it also serves code that runs outside Next (the worker's e-mails).
 */
export function localizedPath(href: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  return `/${locale}${path === "/" ? "" : path}${rest}`;
}

/** The language prefix of a path ("/en", "/ru"); the default language has none (localePrefix as-needed). */
export const LOCALE_PREFIX = new RegExp(
  `^/(${routing.locales.filter((l) => l !== routing.defaultLocale).join("|")})(?=/|$)`,
);

/** The prefix of a path's language, or "" for the default one. */
export const localePrefixOf = (pathname: string) => pathname.match(LOCALE_PREFIX)?.[0] ?? "";

/** The path without its language prefix: "/en/favorites" → "/favorites", "/en" → "/". */
export const stripLocalePrefix = (pathname: string) => pathname.replace(LOCALE_PREFIX, "") || "/";

/** The locale-free paths above read back (after stripLocalePrefix): the id of an ad or seller page. */
export const ROUTE_PATTERNS = {
  ad: /^\/ads\/cars\/([^/]+)\/?$/,
  /** The ad page and its edit page. */
  adSection: /^\/ads\/cars\//,
  seller: /^\/sellers\/([^/]+)\/?$/,
  favorites: /^\/favorites\/?$/,
} as const;
