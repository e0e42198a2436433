"use client";
import { returnToQuery, safeReturnTo } from "@/lib/infra/security/return-to";
import type { LoginInput } from "./schemas";
import { localePrefixOf } from "@/lib/routes";

// Calls to better-auth's own endpoints (/api/auth/*). They check the Origin themselves and
// need no CSRF token; the answer's `code` picks the translated message.
export async function authPost(path: string, body: Record<string, unknown>) {
  const res = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  return { ok: res.ok, status: res.status, code: data.code ?? null };
}

/** Message keys for better-auth's own codes (its `{ code, message }` body, kept on the wire). */
const AUTH_CODE_MESSAGES = new Map([
  ["INVALID_EMAIL_OR_PASSWORD", "auth.errors.invalidCredentials"],
  ["EMAIL_NOT_VERIFIED", "auth.errors.emailNotVerified"],
  ["INVALID_PASSWORD", "auth.errors.currentPasswordWrong"],
  ["PASSWORD_TOO_SHORT", "auth.errors.passwordTooShort"],
]);

/** The one reading of an auth endpoint's refusal: the message key to show, else `fallback`. */
export function authErrorKey(
  res: { status: number; code: string | null },
  fallback: string,
): string {
  if (res.status === 429) return "auth.errors.tooManyAttempts";
  return AUTH_CODE_MESSAGES.get(res.code ?? "") ?? fallback;
}

/** The locale prefix of the current page ("" for Czech), for URLs handed to the server. */
export const localePrefix = () => localePrefixOf(window.location.pathname);

/** Where signing in leads: `next` checked once more here, else /profile in the page's language. */
export const afterSignIn = (next: string) => safeReturnTo(next, `${localePrefix()}/profile`);

/** The page the e-mail verification link lands on, carrying the return location. */
export const verifyCallbackUrl = (next: string) =>
  `${localePrefix()}/accounts/verify-email?${returnToQuery(afterSignIn(next))}`;

/** E-mail and password sign-in; `goTo` is where the browser goes when it worked. */
export async function signInWithPassword(values: LoginInput, next: string) {
  const res = await authPost("/sign-in/email", { ...values, callbackURL: verifyCallbackUrl(next) });
  return { ...res, goTo: afterSignIn(next) };
}
