// The price history as the ad page shows it (DESIGN.md §4.16). Pure and client-safe.
import type { AdSource } from "@/lib/enums";

export interface PricePoint {
  price: number;
  changed_at: string;
  /** the listing's source, in a car's history merged from listings of several sources (§4.17) */
  source?: AdSource;
}

export interface PriceStep extends PricePoint {
  /** the change from the previous price; null for the first one */
  change: number | null;
}

/** Consecutive equal prices collapsed to the first of them (oldest first in, oldest first out). */
export function collapsePrices(points: PricePoint[]): PricePoint[] {
  return points.filter((p, i) => i === 0 || p.price !== points[i - 1].price);
}

/**
 * The steps with their changes and the total change since the first price; null when the ad has
 * had one price only (the page then shows nothing).
 */
export function priceChanges(points: PricePoint[]) {
  if (points.length < 2) return null;
  const steps: PriceStep[] = points.map((p, i) => ({
    ...p,
    change: i === 0 ? null : p.price - points[i - 1].price,
  }));
  const first = points[0].price;
  const total = points[points.length - 1].price - first;
  return { steps, total, totalPercent: first > 0 ? (total / first) * 100 : 0 };
}
