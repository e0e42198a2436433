// The ad as the edit screen loads it (GET /api/ads/cars/{id}/edit/, seed 001 §3, §7). Client-safe.
import type { CarAd } from "@/lib/ads/types";

/** A stored photo in the editor: its URL carries a `?v=<timestamp>` version suffix. */
export interface EditImage {
  uid: string;
  name: string;
  status: "done";
  url: string;
}

export type EditAd = Pick<
  CarAd,
  | "id"
  | "title"
  | "make"
  | "model"
  | "generation"
  | "generation_id"
  | "year"
  | "price"
  | "vat_refund"
  | "condition"
  | "mileage_km"
  | "number_of_owners"
  | "power_kw"
  | "fuel_type"
  | "transmission"
  | "drive_type"
  | "body_type"
  | "purchase_country"
  | "location_name"
  | "location_link"
  | "vin_number"
  | "desc_cz"
  | "seller_profile_id"
  | "colour"
  | "metallic"
  | "doors"
  | "seats"
  | "equipment"
  | "stk_valid_until"
  | "service_book"
  | "garaged"
> & {
  images: EditImage[];
  /** the registry's typical minimum price of the ad's generation (the price dialog warns far below it) */
  typical_min_price: number | null;
};

/** One parameter edit: the PATCH JSON body of seed 001 §7 (a list: the equipment). */
export type AdPatch = Record<string, string | number | boolean | null | string[]>;
