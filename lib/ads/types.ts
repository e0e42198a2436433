// View types of ads as the API answers them (seed 000 §3, seed 001 §3). Client-safe.
import type {
  AdSource,
  AdStatus,
  BodyType,
  Condition,
  DriveType,
  FuelType,
  PurchaseCountry,
  Transmission,
} from "@/lib/enums";

export interface AdListItem {
  id: number;
  title: string;
  make: string;
  model: string;
  generation: string | null;
  generation_id: number | null;
  price: number;
  year: number;
  mileage_km: number | null;
  power_kw: number | null;
  transmission: Transmission | null;
  drive_type: DriveType | null;
  fuel_type: FuelType | null;
  body_type: BodyType | null;
  condition: Condition;
  vat_refund: boolean;
  location_name: string | null;
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
}

export interface Paged<T> {
  results: T[];
  count: number;
}

export const PAGE_SIZE = 20;

/** The car ad of GET /api/ads/cars/{id}/ (seed 001 §3): public fields only. */
export interface CarAd {
  id: number;
  title: string;
  make: string;
  model: string;
  generation: string | null;
  generation_id: number | null;
  variant: string | null;
  year: number;
  price: number;
  vat_refund: boolean | null;
  condition: Condition;
  mileage_km: number | null;
  number_of_owners: number | null;
  power_kw: number | null;
  fuel_type: FuelType | null;
  transmission: Transmission | null;
  drive_type: DriveType | null;
  body_type: BodyType | null;
  purchase_country: PurchaseCountry | null;
  location_name: string | null;
  location_link: string | null;
  vin_number: string | null;
  image_links: string[];
  image_minis: string[];
  desc_cz: string | null;
  desc_en: string | null;
  desc_ru: string | null;
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
}

/** The 410 answer for an archived ad (seed 001 §3). */
export interface ArchivedAdBody {
  error: string;
  code: "gone";
  originalAd: { make: string; model: string; year: number; generation_id: number | null };
  similarAds: AdListItem[];
}
