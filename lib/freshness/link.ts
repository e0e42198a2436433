// The signed one-click links of the "still for sale?" e-mail (issue 15). Pure (the secret is a
// parameter) so the server and the end-to-end tests sign links with the same code; the server's
// side is lib/freshness/token.ts. The token is an HMAC of the ad, the answer and the ad's
// checked_at: once the ad is confirmed again (or edited, or renewed) the old links stop working.
import crypto from "node:crypto";
import type { FreshnessAnswer } from "./answers";

export interface FreshnessLinkInput {
  adId: number;
  answer: FreshnessAnswer;
  /** the ad's checked_at when the e-mail was written, in whole milliseconds since the epoch */
  checkedMs: number;
}

export function signFreshness(secret: string, { adId, answer, checkedMs }: FreshnessLinkInput) {
  return crypto
    .createHmac("sha256", secret)
    .update(`ad-freshness|${adId}|${answer}|${checkedMs}`)
    .digest("base64url");
}

/** Whether the token belongs to exactly this ad, answer and checked_at (constant-time). */
export function verifyFreshness(secret: string, input: FreshnessLinkInput, token: string) {
  const expected = Buffer.from(signFreshness(secret, input));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The page a mail links to: `/freshness?ad=…&answer=…&token=…` (the caller adds site and locale). */
export const freshnessPath = (input: FreshnessLinkInput, token: string) =>
  `/freshness?${new URLSearchParams({ ad: String(input.adId), answer: input.answer, token })}`;
