// The price history as the ad page shows it (ARCHITECTURE.md §4.16). Pure and client-safe.
import type { AdSource } from "@/lib/enums";

export interface PricePoint {
  price: number;
  changed_at: string;
  /** the listing's source, in a car's history merged from listings of several sources (ARCHITECTURE.md §4.17) */
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

/** A price replaced sooner than this was a correction (a typo fixed), not a price step. */
export const CORRECTION_MS = 24 * 3600_000;

/**
 * The prices the public sees: a price that the next price of the same listing replaced within
 * CORRECTION_MS is left out (issue 27: "5 Kč" fixed to "359 000 Kč" an hour later is no price
 * step); each listing's last price always stays. Collapse equal neighbours afterwards.
 */
export function withoutCorrections<T extends PricePoint>(
  points: T[],
  listingOf: (p: T) => unknown = () => null,
): T[] {
  return points.filter((p, i) => {
    const next = points.slice(i + 1).find((q) => listingOf(q) === listingOf(p));
    return !next || Date.parse(next.changed_at) - Date.parse(p.changed_at) >= CORRECTION_MS;
  });
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
