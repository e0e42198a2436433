import { formatNumber, formatPrice } from "@/lib/infra/format";
import { PRICE_BANDS } from "@/lib/stats/sell-time-core";

/**
 * The values of the `sellTime.bandLabel` message for a price band of lib/stats/sell-time-core
 * ("do 100 000 Kč", "100 000 – 250 000 Kč", "nad 1 000 000 Kč"), shared by the landing page's
 * breakdown and the wizard's note.
 */
export function priceBandValues(band: number): { kind: string; from: string; to: string } {
  const { from, to } = PRICE_BANDS[band] ?? PRICE_BANDS[PRICE_BANDS.length - 1];
  if (from === 0) return { kind: "below", from: "", to: formatPrice(to ?? 0) };
  if (to === null) return { kind: "above", from: formatPrice(from), to: "" };
  return { kind: "range", from: formatNumber(from), to: formatPrice(to) };
}
