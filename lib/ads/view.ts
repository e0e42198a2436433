import type { AdImageRow, AdRow } from "@/lib/db/schema";
import type { AdListItem } from "./types";

export type AdListRow = Pick<
  AdRow,
  | "id"
  | "title"
  | "make"
  | "model"
  | "generation"
  | "generationId"
  | "price"
  | "year"
  | "mileageKm"
  | "powerKw"
  | "transmission"
  | "driveType"
  | "fuelType"
  | "bodyType"
  | "condition"
  | "vatRefund"
  | "locationName"
  | "source"
  | "sellerUserId"
  | "sellerProfileId"
  | "status"
  | "createdDate"
  | "realDate"
>;

export function toAdListItem(
  row: AdListRow,
  images: Pick<AdImageRow, "fullUrl" | "miniUrl">[],
): AdListItem {
  return {
    id: row.id,
    title: row.title,
    make: row.make,
    model: row.model,
    generation: row.generation,
    generation_id: row.generationId,
    price: row.price,
    year: row.year,
    mileage_km: row.mileageKm,
    power_kw: row.powerKw,
    transmission: row.transmission,
    drive_type: row.driveType,
    fuel_type: row.fuelType,
    body_type: row.bodyType,
    condition: row.condition,
    vat_refund: row.vatRefund ?? false,
    location_name: row.locationName,
    source: row.source,
    image_links: images.map((i) => i.fullUrl),
    image_minis: images.map((i) => i.miniUrl),
    seller_user_id: row.sellerUserId,
    seller_profile_id: row.sellerProfileId,
    status: row.status,
    archived: row.status === "archived",
    created_date: row.createdDate.toISOString(),
    real_date: row.realDate?.toISOString() ?? null,
  };
}
