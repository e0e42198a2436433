export const SESSION_COOKIES: string[];
export function hasSessionCookie(cookieHeader: string | undefined): boolean;
export function cacheablePage(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { tags: string[]; lifeMs: number } | null;
export function normalQuery(query: string): string;
export const KEYED_HEADERS: string[];
export function pageCacheKey(request: {
  scheme: string;
  host: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
}): string;
export function requestScheme(
  forwardedProto: string | string[] | undefined,
  trustProxy: number,
  encrypted: boolean,
): string;
export const PAGE_CACHE_HEADER: "x-vozovna-page-cache";
export function localeCookieFor(
  headers: Record<string, string | string[] | undefined>,
  url: string,
): string | null;
export function isLocaleCookie(setCookie: string): boolean;
