// What the admin's "Vozy" tab shows of a car (ARCHITECTURE.md §4.17). Dates are ISO strings. Client-safe.
import type { AdSource, AdStatus } from "@/lib/enums";

/** One listing of a car as the admin sees it, with why it is in the car. */
export interface ClusterListing {
  id: number;
  source: AdSource;
  title: string;
  price: number;
  status: AdStatus;
  vin: string | null;
  mileage_km: number | null;
  listed_at: string;
  /** "vin": another listing of the car has its VIN; "photos": matched by its photos */
  match: "vin" | "photos";
}

/** A car with two or more listings. */
export interface CarCluster {
  car_id: number;
  /** the newest change of any of its listings */
  changed_at: string;
  listings: ClusterListing[];
}
