// The price rating's labels as the panel's pill and the cards' badge show them, and the reasons
// of "Nelze ohodnotit" the ad page's panel and the sellers' market range give (issue 30).
import type { PriceLabel, UnratedReason } from "@/lib/pricing/types";

/** Each label's message under "priceRating", written out (tests/unit/messages finds them so). */
export const LABEL_KEYS = {
  suspicious: "label.suspicious",
  great: "label.great",
  good: "label.good",
  fair: "label.fair",
  high: "label.high",
  overpriced: "label.overpriced",
  unrated: "label.unrated",
} as const satisfies Record<PriceLabel, string>;

/**
 * The pill's colours, from a buyer's view: greens for good prices, blue for fair, orange and red
 * for dear ones, grey when there is no rating; a suspiciously low price is a warning, not a bargain.
 */
export const LABEL_TONES: Record<PriceLabel, string> = {
  suspicious: "bg-amber-100 text-red-800 ring-1 ring-amber-400 ring-inset",
  great: "bg-green-700 text-white",
  good: "bg-green-100 text-green-800",
  fair: "bg-sky-100 text-sky-900",
  high: "bg-orange-100 text-orange-800",
  overpriced: "bg-red-100 text-red-800",
  unrated: "bg-slate-100 text-slate-600",
};

/** Why a car cannot be rated, under "priceRating", written out as the labels are. */
export const REASON_KEYS = {
  few: "reason.few",
  unusual: "reason.unusual",
} as const satisfies Record<UnratedReason, string>;
