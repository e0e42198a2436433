import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "./i18n/routing";
import { requestProtocol } from "./lib/infra/http/request-origin";
import { getEnv } from "./lib/infra/env";
import { buildCsp, HSTS, newNonce } from "./lib/infra/security/csp";
import { isDatabaseUnavailable } from "./lib/infra/api/db-errors";
import { redactForLog } from "./lib/infra/db/redact";
import { pageStatus } from "./lib/infra/http/page-status";
import { unavailablePage } from "./lib/infra/http/unavailable-page";
import { SESSION_HINT_COOKIE, SESSION_MAX_AGE } from "./lib/auth/session-hint";
import { hasSessionCookie, PAGE_CACHE_HEADER } from "./server/page-cache/page-request.mjs";

const intl = createMiddleware(routing);

// The admin archive route, uploaded media, registry images and files with an extension are not
// pages: no locale handling. (API routes do not pass through here at all, see `config` below.)
const NOT_A_PAGE = /^\/(api|validate|media|images|_next|_vercel)(\/|$)|\.[^/]+$/;

const isHttps = (req: NextRequest) => requestProtocol(req) === "https";

/** HSTS only in production and only over https (a plain-http dev host must stay reachable). */
function transportHeaders(res: NextResponse, req: NextRequest) {
  if (process.env.NODE_ENV === "production" && isHttps(req))
    res.headers.set("Strict-Transport-Security", HSTS);
  return res;
}

/**
 * A page whose row is missing or archived answers 404 or 410 (lib/infra/http/page-status.ts; an
 * archived ad's own seller, known by the session cookie, gets 200); 503 when the database is out
 * of reach (the page would fail to render).
 */
async function statusOf(req: NextRequest, pathname: string): Promise<number | null> {
  // Client-side (RSC) navigations keep 200: the browser renders the view either way, and an
  // error status there would make the router fall back to a second, full page load.
  if (req.headers.has("rsc") || (req.method !== "GET" && req.method !== "HEAD")) return null;
  try {
    return await pageStatus(pathname, req.headers);
  } catch (err) {
    if (isDatabaseUnavailable(err)) return 503;
    console.error("[proxy] page status look-up failed:", redactForLog(err));
    return null;
  }
}

/**
 * A session that began before the sign-in hint existed (or a browser that lost it) gets the hint
 * on its next page (lib/auth/session-hint.ts): without it the islands would show it signed out.
 */
function keepSessionHint(res: NextResponse, req: NextRequest) {
  if (req.cookies.has(SESSION_HINT_COOKIE) || !hasSessionCookie(req.headers.get("cookie") ?? ""))
    return;
  res.cookies.set(SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure: isHttps(req),
    maxAge: SESSION_MAX_AGE,
  });
}

export default async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (NOT_A_PAGE.test(pathname)) return transportHeaders(NextResponse.next(), req);
  // One URL per page: "/en/" and "/ads/cars/1/" redirect to their canonical form without the slash.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // A plain URL: a cloned nextUrl would put the trailing slash back when formatted.
    const url = new URL(req.url);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return transportHeaders(NextResponse.redirect(url, 308), req);
  }
  const env = getEnv();
  // A page the page cache may store is the same HTML for everyone: no nonce, and the server adds
  // the hashes of its inline scripts to this policy (server/page-cache/serve.mjs).
  const cacheable = req.headers.has(PAGE_CACHE_HEADER);
  const nonce = cacheable ? undefined : newNonce();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === "development",
    https: process.env.NODE_ENV === "production" && isHttps(req),
    googleMaps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    googleSignIn: Boolean(env.NEXT_PUBLIC_GOOGLE_CLIENT_ID),
    googleAnalytics: Boolean(env.NEXT_PUBLIC_GA_ID),
    sentryDsn: env.SENTRY_DSN,
    mediaOrigin: env.S3_PUBLIC_URL,
  });
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const headers = new Headers(req.headers);
  // (A client's own copies of these headers never reach the page: its HTML may be cached.)
  headers.delete("x-nonce");
  headers.delete("content-security-policy");
  if (nonce) {
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
  }
  let res = intl(new NextRequest(req, { headers }));
  const status = await statusOf(req, pathname);
  if (status === 503 && !res.headers.has("location")) res = unavailablePage(pathname);
  // A rewrite or pass-through keeps its headers (x-middleware-*, cookies) under the new status.
  else if (status && !res.headers.has("location"))
    res = new NextResponse(null, { status, headers: res.headers });
  res.headers.set("Content-Security-Policy", csp);
  keepSessionHint(res, req);
  return transportHeaders(res, req);
}

export const config = {
  // Everything except Next's static files and the API. Passing the proxy doubled the cost of a
  // small API answer (npm run bench); the API's HSTS header comes from next.config.ts instead.
  matcher: "/((?!_next/static|_next/image|favicon.ico|api/).*)",
};
