import "server-only";
import crypto from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";
import { getEnv } from "@/lib/infra/env";

// The unsubscribe links of our e-mails (saved-search alerts, new messages, the weekly statistics;
// ARCHITECTURE.md §4.10): the token in a link is an HMAC of what the link stops with the app's
// secret, so it needs no table and cannot be made for anything else; and the RFC 8058 one-click
// headers that point mail clients at the link's API (lib/infra/api/unsubscribe.ts answers it).

/** The token of a link that stops `what` ("message-emails-off|<user id>"). */
export function signUnsubscribe(what: string): string {
  return crypto.createHmac("sha256", getAuthSecret()).update(what).digest("base64url");
}

/** Whether `token` is the token of a link that stops `what` (constant-time). */
export function verifyUnsubscribe(what: string, token: string): boolean {
  const expected = Buffer.from(signUnsubscribe(what));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The List-Unsubscribe headers (RFC 8058 one-click) of an e-mail whose link's API is `apiPath`. */
export const oneClickHeaders = (apiPath: string) => ({
  "List-Unsubscribe": `<${getEnv().siteUrl}${apiPath}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
