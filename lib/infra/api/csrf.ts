import "server-only";
import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import { getAuthSecret } from "@/lib/auth/secret";
import { requestOrigin } from "@/lib/infra/http/request-origin";
import { getEnv } from "@/lib/infra/env";
import { AppError } from "@/lib/infra/errors";

// Signed double-submit token (ARCHITECTURE.md §4.11): "<random>.<HMAC(secret, session id, random)>".
// The cookie is readable by our scripts (they copy it into X-CSRFToken); a token minted for
// another session, or for no session, fails verification.
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";

const sign = (random: string, sessionId: string | null) =>
  crypto
    .createHmac("sha256", getAuthSecret())
    .update(`csrf|${sessionId ?? "anonymous"}|${random}`)
    .digest("base64url");

/**
 * A session's token is one value, derived from its id with the secret: requests sent at once
 * without one (a page's first calls after sign-in) all get the same, so none outdates the token
 * another has just read. A visitor with no session gets a random one.
 */
export function createCsrfToken(sessionId: string | null): string {
  const random = sessionId
    ? crypto
        .createHmac("sha256", getAuthSecret())
        .update(`csrf-random|${sessionId}`)
        .digest("base64url")
        .slice(0, 24)
    : crypto.randomBytes(18).toString("base64url");
  return `${random}.${sign(random, sessionId)}`;
}

export function verifyCsrfToken(
  token: string | null | undefined,
  sessionId: string | null,
): boolean {
  if (!token) return false;
  const [random, mac, extra] = token.split(".");
  if (!random || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(random, sessionId));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Same-origin check: the Origin header must be present, not "null", and ours. */
export function isAllowedOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return false;
  return origin === getEnv().siteUrl || origin === requestOrigin(req);
}

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined; // a malformed cookie counts as none: the client gets a fresh token
    }
  }
  return undefined;
}

/** Throws 403 unless the Origin is ours and X-CSRFToken equals a valid csrftoken cookie. */
export function assertCsrf(req: Request, sessionId: string | null) {
  if (!isAllowedOrigin(req)) {
    throw new AppError("forbidden.origin", "Request origin not allowed.");
  }
  const header = req.headers.get(CSRF_HEADER);
  const cookie = cookieValue(req, CSRF_COOKIE);
  if (!header || header !== cookie || !verifyCsrfToken(cookie, sessionId)) {
    throw new AppError("forbidden.csrf", "CSRF token missing or invalid.");
  }
}

/** Sets a fresh csrftoken cookie unless the request already carries a valid one. */
export function ensureCsrfCookie(req: Request, res: NextResponse, sessionId: string | null) {
  if (verifyCsrfToken(cookieValue(req, CSRF_COOKIE), sessionId)) return;
  res.cookies.set(CSRF_COOKIE, createCsrfToken(sessionId), {
    httpOnly: false,
    sameSite: "lax",
    secure: getEnv().siteUrl.startsWith("https://"),
    path: "/",
    maxAge: 365 * 86400,
  });
}
