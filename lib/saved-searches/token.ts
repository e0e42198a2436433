import "server-only";
import crypto from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

// The unsubscribe link's token (DESIGN.md §4.10): an HMAC of the saved search's id with the app's
// secret, so a link cannot be forged for another search and needs no table.

export function unsubscribeToken(searchId: number): string {
  return crypto
    .createHmac("sha256", getAuthSecret())
    .update(`saved-search-unsubscribe|${searchId}`)
    .digest("base64url");
}

/** Whether the token belongs to this id (constant-time). */
export function isUnsubscribeToken(searchId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The page a mail links to: `/unsubscribe?id=…&token=…` under the site's address and locale. */
export function unsubscribePath(searchId: number): string {
  const q = new URLSearchParams({ id: String(searchId), token: unsubscribeToken(searchId) });
  return `/unsubscribe?${q}`;
}
