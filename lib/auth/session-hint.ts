// The sign-in hint (ARCHITECTURE.md §4.6): a readable cookie that says "this browser may have a
// session" and nothing else, so the islands of a signed-out visitor's page need not ask
// GET /api/current-user/. It carries no identity and is trusted for nothing but skipping that
// request: a forged one costs its forger one request. Client-safe (the proxy and the hook read it),
// and kept apart from ./client.ts: the current-user hook is on every page, so what it imports is
// first-load JavaScript of every page.

export const SESSION_HINT_COOKIE = "vozovna_session_hint";

/** The session cookie's lifetime (lib/auth/auth.ts `session.expiresIn`), in seconds. */
export const SESSION_MAX_AGE = 30 * 86400;

/**
 * What the hint does when a response sets the session cookie (one `Set-Cookie` line of it): it
 * lives as long (a browser-session cookie when that one is), or expires with it.
 */
export function hintFollowing(sessionSetCookie: string): { value: string; maxAge?: number } {
  const [pair, ...attributes] = sessionSetCookie.split(";");
  const value = pair.slice(pair.indexOf("=") + 1).trim();
  const age = attributes.map((a) => /^max-age=(-?\d+)$/i.exec(a.trim())).find(Boolean);
  const maxAge = age ? Number(age[1]) : undefined;
  if (value === "" || (maxAge !== undefined && maxAge <= 0)) return { value: "", maxAge: 0 };
  return maxAge === undefined ? { value: "1" } : { value: "1", maxAge };
}

/** Whether this browser may have a session: the sign-in hint is there (browser only). */
const HINT_SET = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=[^;]`);
export const hasSessionHint = () => HINT_SET.test(document.cookie);

/** Drops a hint the server has shown stale (a signed-out answer): later pages do not ask again. */
export function forgetSessionHint() {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
