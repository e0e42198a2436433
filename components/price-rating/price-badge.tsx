import { useTranslations } from "next-intl";
import type { PriceLabel } from "@/lib/pricing/types";
import { LABEL_KEYS, LABEL_TONES } from "./labels";

/**
 * The price rating's label as a small pill on result cards, favourites and the comparison (issue
 * 30); nothing for an ad that cannot be rated. No hooks but the translation, so it renders on the
 * server and inside client islands alike (whose messages then carry "priceRating.label").
 */
export function PriceBadge({ label }: { label: PriceLabel }) {
  const t = useTranslations("priceRating");
  if (label === "unrated") return null;
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${LABEL_TONES[label]}`}
    >
      {t(LABEL_KEYS[label])}
    </span>
  );
}
