// The price rating of an ad (issue 30) as it is stored, sent by the API and shown: the label, the
// market estimate and its fair range, how many comparable cars it rests on, the factors that moved
// the estimate away from a typical comparable, and the comparables' prices and mileages for the
// chart. Client-safe: no database, no statistics.

import type { PriceLabel } from "@/lib/enums";

export { PRICE_LABELS, type PriceLabel } from "@/lib/enums";
/** The labels a rated ad can have (an estimate exists). */
export type RatedLabel = Exclude<PriceLabel, "unrated">;

/** Why an ad is "unrated": too few comparable cars, or the car is unlike them (year, mileage, power). */
export type UnratedReason = "few" | "unusual";

/** What moved the estimate away from a typical comparable car. */
export const FACTOR_KEYS = [
  "age",
  "mileage",
  "power",
  "fuel",
  "transmission",
  "drive",
  "body",
  "condition",
  "equipment",
  "generation",
] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];

export interface PriceFactor {
  key: FactorKey;
  /** Kč this factor adds to (or, negative, takes from) a typical comparable's price */
  amount: number;
  /**
   * How the car differs from a typical comparable: years newer (age; negative: older), km fewer
   * (mileage; negative: more), kW more (power), equipment items more; absent for the others
   */
  delta?: number;
}

/** A comparable car on the chart. */
export interface ComparablePoint {
  price: number;
  mileageKm: number;
  year: number;
}

export interface PriceRating {
  label: PriceLabel;
  /** the expected market price in Kč; null when unrated */
  estimate: number | null;
  /** the fair range: where the middle 60 % of comparable cars' prices would lie; null when unrated */
  low: number | null;
  high: number | null;
  /** distinct comparable cars (one car listed twice counts once; the ad's own car never) */
  comparables: number;
  reason: UnratedReason | null;
  /** the largest factors first */
  factors: PriceFactor[];
  /** up to 40 comparables nearest in year, for the chart and its table */
  points: ComparablePoint[];
  /** the method's version, so that a rating can be explained later */
  method: string;
  /** ISO date-time */
  computedAt: string;
}

/** The rating as the API sends it (`price_rating` of GET /api/ads/cars/{id}/): snake_case. */
export type ApiPriceRating = Omit<PriceRating, "points" | "computedAt"> & {
  points: { price: number; mileage_km: number; year: number }[];
  computed_at: string;
};

/**
 * GET /api/ads/market-value/'s answer: the rating of a car as a seller describes it, without the
 * chart's points; `label` is null when no price was given.
 */
export type ApiMarketValue = Omit<ApiPriceRating, "points" | "label"> & {
  label: PriceLabel | null;
};

export const toApiRating = ({ points, computedAt, ...r }: PriceRating): ApiPriceRating => ({
  ...r,
  points: points.map((p) => ({ price: p.price, mileage_km: p.mileageKm, year: p.year })),
  computed_at: computedAt,
});

/**
 * How far the asking price is from the estimate, in whole per cent of the estimate, signed: −8
 * below it, +12 above it, 0 within half a per cent (rounded alike on both sides).
 */
export function percentFromEstimate(price: number, estimate: number) {
  const percent = Math.round((Math.abs(price - estimate) / estimate) * 100);
  return percent && (price < estimate ? -percent : percent);
}
