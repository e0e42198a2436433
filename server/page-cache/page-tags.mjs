// Which public pages the page cache (server/index.mjs, ARCHITECTURE.md §7 "Page cache and security policy")
// may hold, their tags and how long they live. Plain JavaScript with types in page-tags.d.mts:
// the production server loads it without a TypeScript hook, and the ad-write module (through
// server/page-cache/invalidate.ts) builds the same tag names from it.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The languages with a path prefix (i18n/routing.ts; the default, cs, has none). */
export const PREFIXED_LOCALES = ["en", "ru"];
const LOCALE_PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`);

/** The language of a page's address: its prefix (/en, /ru), else Czech. */
export const pathLocale = (/** @type {string} */ url) =>
  LOCALE_PREFIX.exec(url.split("?")[0])?.[1] ?? "cs";

/** Every search page (home with any query): any ad write may change what they list. */
export const SEARCH_TAG = "search";
/** The registry's pictures (makes' logos, body types, generations), changed only by a deploy. */
export const PICTURES_TAG = "pictures";
/** The static pages (markdown in content/), changed only by a deploy. */
export const CONTENT_TAG = "content";
export const adTag = (/** @type {number} */ id) => `ad:${id}`;
export const sellerTag = (/** @type {number} */ id) => `seller:${id}`;
/** A make's landing page, or a model's with `modelSlug`. */
export const landingTag = (/** @type {string} */ makeSlug, /** @type {string=} */ modelSlug) =>
  modelSlug ? `landing:${makeSlug}/${modelSlug}` : `landing:${makeSlug}`;

/**
 * Lives: the search pages age by themselves (new ads, relative dates), so they live a minute and
 * are invalidated on the writes that change them; ad and seller pages live until a write
 * invalidates them, ten minutes at most ("Ověřeno před N dny", similar ads); static pages an hour;
 * the registry's pictures ten minutes (read from the database, which a registry sync may change).
 */
export const PAGE_LIVES = {
  search: MINUTE,
  record: 10 * MINUTE,
  content: 60 * MINUTE,
  picture: 10 * MINUTE,
};

/** The registry's pictures (app/images/*): the same for every reader, whoever asks. */
const PICTURE_PATH = /^\/images\/(?:logos|body-types|generations)\/[^/]+$/;

/**
 * The tag and life of a registry picture's path, or null for any other path.
 * @param {string} pathname
 * @returns {{ tags: string[], lifeMs: number } | null}
 */
export function pictureTags(pathname) {
  return PICTURE_PATH.test(pathname) ? { tags: [PICTURES_TAG], lifeMs: PAGE_LIVES.picture } : null;
}

export const CONTENT_PAGES = [
  "about",
  "faq",
  "terms",
  "privacy-policy",
  "contact",
  // the scam shield's advice (app/[locale]/bezpecny-nakup, issue 31)
  "bezpecny-nakup",
];
/**
 * The first path segments that are not a make's landing page (app/[locale]/* and the app's own
 * top-level routes); tests/unit/page-tags.test.ts checks this list against app/.
 */
export const NOT_LANDING = [
  ...CONTENT_PAGES,
  "accounts",
  "admin",
  "ads",
  "create-ad",
  "favorites",
  "freshness",
  "login",
  "profile",
  "saved-searches",
  "sellers",
  "unsubscribe",
  "zpravy",
  "api",
  "images",
  "locales",
  "media",
  "sitemaps",
  "validate",
  "_next",
  "_vercel",
];

/** The id of a path segment as lib/infra/api/params.ts parseId reads it, or null. */
function idOf(/** @type {string} */ raw) {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** A landing slug as lib/search/landing.ts compares it (decoded, lower-case). */
function slugOf(/** @type {string} */ raw) {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The cache tags and life of a page path (with or without its language prefix), or null when the
 * path is not a cacheable public page (user pages, accounts, the API, files, edit screens).
 * @param {string} pathname
 * @returns {{ tags: string[], lifeMs: number } | null}
 */
export function pageTags(pathname) {
  const path = pathname.replace(LOCALE_PREFIX, "") || "/";
  if (path === "/") return { tags: [SEARCH_TAG], lifeMs: PAGE_LIVES.search };
  if (path.endsWith("/") || /\.[^/]*$/.test(path)) return null; // redirected, or a file
  const parts = path.slice(1).split("/");
  if (parts.length === 1 && CONTENT_PAGES.includes(parts[0]))
    return { tags: [CONTENT_TAG], lifeMs: PAGE_LIVES.content };
  if (parts.length === 3 && parts[0] === "ads" && parts[1] === "cars") {
    const id = idOf(parts[2]);
    return { tags: id === null ? [] : [adTag(id)], lifeMs: PAGE_LIVES.record };
  }
  if (parts.length === 2 && parts[0] === "sellers") {
    const id = idOf(parts[1]);
    return { tags: id === null ? [] : [sellerTag(id)], lifeMs: PAGE_LIVES.record };
  }
  if (parts.length <= 2 && !NOT_LANDING.includes(parts[0])) {
    const [make, model] = parts.map(slugOf);
    return { tags: [landingTag(make, model)], lifeMs: PAGE_LIVES.search };
  }
  return null;
}
