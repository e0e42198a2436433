import "server-only";
import { APIError } from "better-auth/api";

/** The fields in which better-auth takes a URL that ends up in an e-mail or a redirect. */
const FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

function isForeign(value: unknown, siteOrigin: string): boolean {
  if (typeof value !== "string" || value === "") return false;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return true;
  }
  return url.origin !== siteOrigin;
}

/**
 * Refuses a callback or redirect URL on another site than SITE_URL (a path is fine). better-auth
 * trusts the request's own origin for its Origin check (the site works on any address it is
 * reached at), and it would trust the same origin in these URLs: a forged Host would then carry a
 * reset token to the attacker's site from the link in the owner's e-mail.
 */
export function refuseForeignCallbacks(
  ctx: { body?: unknown; query?: unknown },
  siteOrigin: string,
): void {
  const sources = [ctx.body, ctx.query].filter((s): s is Record<string, unknown> =>
    Boolean(s && typeof s === "object"),
  );
  for (const source of sources)
    for (const field of FIELDS)
      if (isForeign(source[field], siteOrigin))
        throw new APIError("FORBIDDEN", {
          code: "INVALID_CALLBACK_URL",
          message: "Invalid callback URL",
        });
}
