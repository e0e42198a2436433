import type { AdImageRow, AdRow } from "@/lib/db/schema";
import type { AdListItem, CarAd } from "./types";

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
  | "checkedAt"
> & { hasVin: boolean; offers: number };

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
    has_vin: row.hasVin,
    checked_at: row.checkedAt.toISOString(),
    car_offers: row.offers,
  };
}

/** An ad row and its photos (in order) as the API's car ad. */
export function toCarAd(row: AdRow, images: Pick<AdImageRow, "fullUrl" | "miniUrl">[]): CarAd {
  return {
    id: row.id,
    title: row.title,
    make: row.make,
    model: row.model,
    generation: row.generation,
    generation_id: row.generationId,
    variant: row.variant,
    year: row.year,
    price: row.price,
    vat_refund: row.vatRefund,
    condition: row.condition,
    mileage_km: row.mileageKm,
    number_of_owners: row.numberOfOwners,
    power_kw: row.powerKw,
    fuel_type: row.fuelType,
    transmission: row.transmission,
    drive_type: row.driveType,
    body_type: row.bodyType,
    purchase_country: row.purchaseCountry,
    location_name: row.locationName,
    location_link: row.locationLink,
    vin_number: row.vinNumber,
    image_links: images.map((i) => i.fullUrl),
    image_minis: images.map((i) => i.miniUrl),
    desc_cz: row.descCz,
    desc_en: row.descEn,
    desc_ru: row.descRu,
    status: row.status,
    archived: row.status === "archived",
    source: row.source,
    source_link: row.sourceLink,
    seller_profile_id: row.sellerProfileId,
    seller_user_id: row.sellerUserId,
    real_date: row.realDate?.toISOString() ?? null,
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
    checked_at: row.checkedAt.toISOString(),
  };
}
