import "server-only";
import { signUnsubscribe, verifyUnsubscribe } from "@/lib/notifications/unsubscribe";

// The unsubscribe link's token (ARCHITECTURE.md §4.10): an HMAC of the saved searches' ids with the
// app's secret (lib/notifications/unsubscribe.ts), so a link cannot be forged for another search
// and needs no table. A digest e-mail covers several searches: its one-click link names them all
// ("12,34"), one search's link names one ("12").

const MAX_IDS = 50;

/** The canonical id text of a link: ascending, unique, comma-joined. */
export const unsubscribeIdText = (ids: number | number[]) =>
  [...new Set([ids].flat())].sort((a, b) => a - b).join(",");

/** The ids of a link's id text ("12" or "12,34"), or null when it is not one. */
export function parseUnsubscribeIds(raw: string): number[] | null {
  if (!/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/.test(raw)) return null;
  const ids = raw.split(",").map(Number);
  if (ids.length > MAX_IDS || ids.some((n) => n > 2_147_483_647)) return null;
  return unsubscribeIdText(ids) === raw ? ids : null;
}

/** What a link stops: these searches' alerts. */
const linkSubject = (ids: number | number[]) =>
  `saved-search-unsubscribe|${unsubscribeIdText(ids)}`;

export const unsubscribeToken = (ids: number | number[]) => signUnsubscribe(linkSubject(ids));

/** Whether the token belongs to exactly these ids (constant-time). */
export const isUnsubscribeToken = (ids: number | number[], token: string) =>
  verifyUnsubscribe(linkSubject(ids), token);

/** The page a mail links to: `/unsubscribe?id=…&token=…` (the caller adds the site and locale). */
export function unsubscribePath(ids: number | number[]): string {
  const q = new URLSearchParams({ id: unsubscribeIdText(ids), token: unsubscribeToken(ids) });
  return `/unsubscribe?${q}`;
}

/** The RFC 8058 one-click address (POST) and the same API's GET: `/api/saved-searches/{ids}/unsubscribe/{token}/`. */
export const unsubscribeApiPath = (ids: number | number[]) =>
  `/api/saved-searches/${unsubscribeIdText(ids)}/unsubscribe/${unsubscribeToken(ids)}/`;
