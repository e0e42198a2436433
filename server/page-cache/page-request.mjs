// Which requests the page cache may answer, and their key. Plain JavaScript (types in
// page-request.d.mts): server/index.mjs loads it without a TypeScript hook.
import { pageTags, pathLocale, pictureTags } from "./page-tags.mjs";

/** Set by the server on a request the cache may store: proxy.ts then builds no nonce (hashes mode). */
export const PAGE_CACHE_HEADER = "x-vozovna-page-cache";

/**
 * better-auth's session cookie (lib/auth/auth.ts: default prefix), plain and, over https
 * (useSecureCookies), with the __Secure- prefix. A reader who has one is served per request.
 */
export const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/** Headers of the App Router's client navigations and server actions: Next answers them itself. */
const ROUTER_HEADERS = ["rsc", "next-action", "next-router-state-tree", "next-router-prefetch"];

/** @param {string | undefined} cookieHeader */
export function hasSessionCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((c) => {
    const eq = c.indexOf("=");
    const name = (eq === -1 ? c : c.slice(0, eq)).trim();
    const value = eq === -1 ? "" : c.slice(eq + 1).trim();
    return value !== "" && SESSION_COOKIES.includes(name);
  });
}

/**
 * The tags and life of the page this request asks for when the cache may answer it: a GET or HEAD
 * of a public page (page-tags.mjs), from a reader without a session, not a client navigation, or
 * of a registry picture (whoever asks); otherwise null.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function cacheablePage(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const picture = pictureTags((req.url ?? "/").split("?")[0]);
  if (picture) return picture;
  const h = req.headers;
  if (ROUTER_HEADERS.some((name) => h[name] !== undefined)) return null;
  if (Object.keys(h).some((name) => name.startsWith("next-router-"))) return null;
  const cookie = Array.isArray(h.cookie) ? h.cookie.join("; ") : h.cookie;
  if (hasSessionCookie(cookie)) return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  if (q !== -1 && /(?:^|&)_rsc=/.test(url.slice(q + 1))) return null;
  return pageTags(q === -1 ? url : url.slice(0, q));
}

/**
 * The query with its parameters sorted by name (the order of repeated names kept) and every value
 * exactly as sent: "?b=2&a=1" and "?a=1&b=2" are one page, "?a=1%202" and "?a=1+2" are not.
 * @param {string} query without the "?"
 */
export function normalQuery(query) {
  const params = query.split("&").filter(Boolean);
  const name = (/** @type {string} */ p) => {
    const eq = p.indexOf("=");
    return eq === -1 ? p : p.slice(0, eq);
  };
  return params
    .map((p, i) => ({ p, n: name(p), i }))
    .sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : a.i - b.i))
    .map((x) => x.p)
    .join("&");
}

/** Request headers the answer repeats (next-intl's alternate-language Link header names this host). */
export const KEYED_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/**
 * The cache key of a page request: scheme (the Strict-Transport-Security header and the policy's
 * upgrade-insecure-requests differ), host, path and normalised query, and the forwarded host,
 * scheme and port as sent (so a client that forges them gets a page of its own, never one for
 * everyone). GET and HEAD share it.
 * @param {{ scheme: string, host: string, url: string, headers?: Record<string, string | string[] | undefined> }} request
 */
export function pageCacheKey({ scheme, host, url, headers = {} }) {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? "" : normalQuery(url.slice(q + 1));
  const forwarded = KEYED_HEADERS.map((h) => String(headers[h] ?? "")).join("|");
  return `${scheme}://${host.toLowerCase()}${path}${query ? `?${query}` : ""}${forwarded === "||" ? "" : ` ${forwarded}`}`;
}

/**
 * The scheme the browser used, as lib/infra/http/request-origin.ts requestProtocol decides it: a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY > 0; its first value), else the connection's own.
 * @param {string | string[] | undefined} forwardedProto
 * @param {number} trustProxy
 * @param {boolean} encrypted
 */
export function requestScheme(forwardedProto, trustProxy, encrypted) {
  const header = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  const forwarded = trustProxy > 0 ? header?.split(",")[0]?.trim() : undefined;
  return forwarded || (encrypted ? "https" : "http");
}

const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * The Set-Cookie of the language cookie for a page answered from the cache, or null. next-intl's
 * middleware sets it on page views (its syncCookie: for document requests, when the cookie
 * differs from the page's language; also when it is missing, unless Accept-Language already picks
 * that language — here simply when it is missing); lib/auth/translate.ts and
 * lib/notifications/locale.ts read it. The cached page itself is stored without it.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} url
 */
export function localeCookieFor(headers, url) {
  const dest = headers["sec-fetch-dest"];
  if (dest !== undefined && dest !== "document") return null;
  const locale = pathLocale(url);
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join("; ") : (headers.cookie ?? "");
  const current = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie)?.[1];
  return current === locale ? null : `${LOCALE_COOKIE}=${locale}; Path=/; SameSite=lax`;
}

/** Whether a Set-Cookie is next-intl's language cookie (a cached page is stored without it). */
export const isLocaleCookie = (/** @type {string} */ setCookie) =>
  setCookie.startsWith(`${LOCALE_COOKIE}=`);
