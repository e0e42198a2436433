import "server-only";
import { AppError } from "@/lib/infra/errors";
import { confirmStillForSale, markSold, setSoldWhere } from "@/lib/ads/mutations-freshness";
import { getAdCardsByIds } from "@/lib/ads/cards";
import type { AdListItem } from "@/lib/ads/types";
import type { FreshnessAnswerInput } from "./schemas";
import { getFreshnessAd } from "./queries";
import { isFreshnessToken } from "./token";

// The one-click answers (issue 15). The page of a link (GET, which mail scanners fetch) only
// checks it; its button posts the answer, which acts. The signed token is the only authority:
// no session is needed.

export const FRESHNESS_RATE_LIMIT = { points: 30, duration: 600 } as const;

/** What a link leads to: a valid question, an ad no longer on sale, or nothing. */
export type FreshnessLink =
  { kind: "invalid" } | { kind: "open"; card: AdListItem } | { kind: "inactive"; card: AdListItem };

const invalid = () =>
  new AppError("forbidden", "This link is not valid (any more).", undefined, { reason: "invalid" });
const inactive = (status: string) =>
  new AppError("conflict", "This ad is no longer on sale.", undefined, { status });

/** The ad a link names, if its token is right: an ad of our own source and the checked_at signed. */
async function linkedAd({ ad, answer, token }: FreshnessAnswerInput) {
  const row = await getFreshnessAd({ id: ad });
  if (!row || row.source !== "own") return null;
  return isFreshnessToken({ adId: ad, answer, checkedMs: row.checkedMs }, token) ? row : null;
}

/** Checks a link without acting on it (the page's GET). */
export async function checkFreshnessLink(input: FreshnessAnswerInput): Promise<FreshnessLink> {
  const row = await linkedAd(input);
  if (!row) return { kind: "invalid" };
  const [card] = await getAdCardsByIds({ ids: [row.id] });
  if (!card) return { kind: "invalid" };
  const done = row.status === "sold" && input.answer === "sold";
  return row.status === "active" || done ? { kind: "open", card } : { kind: "inactive", card };
}

/**
 * POST /api/freshness/: "keep" confirms the ad (it stays on sale, checked today), "sold" marks it
 * sold. A wrong, forged or used link answers 403; an ad no longer on sale 409 (an archived ad is
 * renewed from My Ads). Saying "sold" of a sold ad answers the same again; with `where` (here or
 * elsewhere, the page's optional follow-up) it also says where the car was sold (issue 32).
 */
export async function answerFreshness(input: FreshnessAnswerInput) {
  const row = await linkedAd(input);
  if (!row) throw invalid();
  const target = { id: row.id, checkedMs: row.checkedMs };
  if (input.answer === "sold") {
    if (row.status !== "sold") {
      if (row.status !== "active") throw inactive(row.status);
      if (!(await markSold(target))) throw invalid();
    }
    // the optional follow-up: where it was sold (issue 32)
    if (input.where) {
      const endReason = input.where === "here" ? "sold_here" : "sold_elsewhere";
      if (!(await setSoldWhere({ ...target, endReason }))) throw invalid();
    }
    return { id: row.id, status: "sold" as const };
  }
  if (row.status !== "active") throw inactive(row.status);
  if (!(await confirmStillForSale(target))) throw invalid();
  return { id: row.id, status: "active" as const };
}
