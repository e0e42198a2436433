import type { PriceLabel } from "@/lib/enums";
// View types of ads as the API answers them (seed 000 §3, seed 001 §3). Client-safe.
import type { AdSource, AdStatus } from "@/lib/enums";
import type { AdField, ApiFields, CardField } from "./fields";

/** A result card (seed 000 §3): the card fields of ./fields.ts and the server's own. */
export type AdListItem = Omit<ApiFields<CardField>, "vat_refund"> & {
  id: number;
  /** false when not known */
  vat_refund: boolean;
  source: AdSource;
  image_links: string[];
  image_minis: string[];
  seller_user_id: string | null;
  seller_profile_id: number | null;
  status: AdStatus;
  archived: boolean;
  created_date: string;
  real_date: string | null;
  /** The seller gave a valid VIN ("VIN uvedeno"); the VIN itself is on the ad page only. */
  has_vin: boolean;
  /** When the seller last confirmed the ad is for sale ("ověřeno před N dny"; own ads only). */
  checked_at: string;
  /** Active listings of this car here and on other sites (issue 17); 1 = this one alone. */
  car_offers: number;
  /** An active ad's price rating label (issue 30, README "Price rating"); null: not rated yet. */
  price_label: PriceLabel | null;
};

export interface Paged<T> {
  results: T[];
  count: number;
}

export const PAGE_SIZE = 20;

/** The car ad of GET /api/ads/cars/{id}/ (seed 001 §3): public fields only. */
export type CarAd = ApiFields<AdField> & {
  id: number;
  image_links: string[];
  image_minis: string[];
  status: AdStatus;
  archived: boolean;
  source: AdSource;
  source_link: string | null;
  seller_profile_id: number | null;
  /** non-null = the seller is a verified user (the tick) */
  seller_user_id: string | null;
  real_date: string | null;
  created_date: string;
  updated_date: string;
  checked_at: string;
};

/** The 410 answer for an archived ad (seed 001 §3). */
export interface ArchivedAdBody {
  error: string;
  code: "gone";
  originalAd: { make: string; model: string; year: number; generation_id: number | null };
  similarAds: AdListItem[];
}
