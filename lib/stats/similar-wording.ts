// What "Moje inzeráty" says of an ad's place among similar ads (lib/stats/similar.ts computes it):
// pure and client-safe, so the components and their tests share it.

import type { PriceLabel } from "@/lib/enums";

export interface SimilarPosition {
  /** how many similar active ads were compared */
  similar: number;
  /** this ad's views per day over the window */
  ownPerDay: number;
  /** the similar ads' median views per day */
  medianPerDay: number;
}

/** "o 40 % méně" from this many percent fewer views. */
export const FEWER_FROM = 30;
/** "o 25 % více" from this many percent more. */
export const MORE_FROM = 10;
/** The labels at which "fewer views" adds "zvažte cenu". */
const PRICEY: readonly PriceLabel[] = ["high", "overpriced"];

export type SimilarVerdict =
  | { kind: "fewer"; percent: number; checkPrice: boolean }
  | { kind: "more"; percent: number }
  | { kind: "same" };

/**
 * The verdict on an ad's views against similar ads: "fewer" from 30 % fewer (with "consider the
 * price" only when its price rating says high or overpriced), "more" from 10 % more, else "same";
 * null when there is nothing to compare with (no position, or similar ads not seen at all).
 */
export function similarVerdict(
  position: SimilarPosition | null | undefined,
  priceLabel: PriceLabel | null | undefined,
): SimilarVerdict | null {
  if (!position || position.medianPerDay <= 0) return null;
  const diff = Math.round((position.ownPerDay / position.medianPerDay - 1) * 100);
  if (diff <= -FEWER_FROM)
    return { kind: "fewer", percent: -diff, checkPrice: PRICEY.includes(priceLabel as PriceLabel) };
  if (diff >= MORE_FROM) return { kind: "more", percent: diff };
  return { kind: "same" };
}
