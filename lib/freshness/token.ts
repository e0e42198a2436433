import "server-only";
import { getAuthSecret } from "@/lib/auth/secret";
import { freshnessPath, signFreshness, verifyFreshness, type FreshnessLinkInput } from "./link";

// The app's side of lib/freshness/link.ts: links signed with the app's secret (as the unsubscribe
// links are, lib/saved-searches/token.ts).

export const freshnessToken = (input: FreshnessLinkInput) => signFreshness(getAuthSecret(), input);

export const isFreshnessToken = (input: FreshnessLinkInput, token: string) =>
  verifyFreshness(getAuthSecret(), input, token);

/** The one-click page's path for this ad and answer. */
export const freshnessLinkPath = (input: FreshnessLinkInput) =>
  freshnessPath(input, freshnessToken(input));
