// The price of a favourite since it was saved. Client-safe and pure.
import { formatPrice } from "@/lib/infra/format";

/** The change since saving (negative for a drop), or null when there is none to show. */
export function priceChange(savedPrice: number | null | undefined, price: number): number | null {
  if (savedPrice == null || savedPrice === price) return null;
  return price - savedPrice;
}

/** "−20 000 Kč" for a drop, "+5 000 Kč" for a rise (a real minus sign, as Czech typesetting has it). */
export function formatPriceChange(change: number): string {
  return `${change < 0 ? "\u2212" : "+"}${formatPrice(Math.abs(change))}`;
}
