// View types of ads as the API answers them (seed 000 §3, seed 001 §3). Client-safe.
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
  transmission: string | null;
  drive_type: string | null;
  fuel_type: string | null;
  body_type: string | null;
  condition: string;
  vat_refund: boolean;
  location_name: string | null;
  source: string;
  image_links: string[];
  image_minis: string[];
  seller_user_id: string | null;
  seller_profile_id: number | null;
  status: string;
  archived: boolean;
  created_date: string;
  real_date: string | null;
}

export interface Paged<T> {
  results: T[];
  count: number;
}

export const PAGE_SIZE = 20;
