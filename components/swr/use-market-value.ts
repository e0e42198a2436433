"use client";
import useSWR from "swr";
import { PRICE_MAX, PRICE_MIN } from "@/lib/ads/bounds";
import type { ApiMarketValue } from "@/lib/pricing/types";
import { swrFetcher } from "./fetcher";
import { swrKeys } from "./keys";
import { useDebouncedValue } from "./use-debounced-value";

/** The typed price is asked about once the seller pauses this long. */
export const PRICE_PAUSE_MS = 400;

/**
 * A car as the seller describes it, in GET /api/ads/market-value/'s terms: make, model and year
 * are needed, the rest sharpens the estimate (null: not given); `ad_id` is the ad being edited.
 */
export interface MarketCar {
  make: string | null;
  model: string | null;
  year: number | null;
  generation_id?: number | null;
  mileage_km?: number | null;
  power_kw?: number | null;
  fuel_type?: string | null;
  transmission?: string | null;
  drive_type?: string | null;
  body_type?: string | null;
  condition?: string | null;
  equipment?: readonly string[];
  ad_id?: number | null;
}

/** The query of a car at a price, its parameters always in this order (one SWR key per car). */
export function marketValueQuery(car: MarketCar, price: number | null): string {
  const q = new URLSearchParams();
  const put = (name: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== "") q.set(name, String(v));
  };
  put("make", car.make);
  put("model", car.model);
  put("year", car.year);
  put("generation_id", car.generation_id);
  put("mileage_km", car.mileage_km);
  put("power_kw", car.power_kw);
  put("fuel_type", car.fuel_type);
  put("transmission", car.transmission);
  put("drive_type", car.drive_type);
  put("body_type", car.body_type);
  put("condition", car.condition);
  put("equipment", car.equipment?.join(","));
  put("price", price);
  put("ad_id", car.ad_id);
  return q.toString();
}

/** The answer, and the price it rated (its label, if any, is that price's). */
export interface MarketAnswer {
  market: ApiMarketValue;
  price: number | null;
}

const fetchMarket = async ([path, price]: readonly [string, number | null]) => ({
  market: await swrFetcher<ApiMarketValue | null>(path),
  price,
});

/**
 * The market value of the car being sold, from GET /api/ads/market-value/, for the wizard's price
 * step and the edit screen's price dialog (issue 30): nothing is asked until make, model and year
 * are known; the typed price (one a publish would accept) once the seller pauses. Null while the
 * first answer loads, when the market is unknown (the API's null) or on a failure (only logged);
 * a new price keeps the previous answer on screen until its own arrives.
 */
export function useMarketValue(car: MarketCar, price: number | null): MarketAnswer | null {
  const typed = price !== null && price >= PRICE_MIN && price <= PRICE_MAX ? price : null;
  const asked = useDebouncedValue(typed, PRICE_PAUSE_MS);
  const known = !!car.make && !!car.model && car.year !== null;
  const key = known ? ([swrKeys.marketValue(marketValueQuery(car, asked)), asked] as const) : null;
  const { data, error } = useSWR(key, fetchMarket, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (err) => console.error("[price] market value:", err),
  });
  if (!key || error || !data?.market) return null;
  return { market: data.market, price: data.price };
}
