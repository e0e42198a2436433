// The create payload of seed 001 §3 from a finished draft: the multipart form the wizard sends to
// POST /api/ads/create/. Client-safe. The server ignores source, dates and image links (it sets
// its own) but the payload carries them as the specification lists them.
import type { Draft } from "./draft";

/** The payload's text fields, in the order of seed 001 §3. */
export function createPayloadFields(d: Draft, now = new Date()): Record<string, string> {
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const isNew = d.condition === "NEW";
  return {
    title: d.title.trim(),
    price: text(d.price),
    make: text(d.make),
    model: text(d.model),
    generation_id: text(d.generationId),
    generation: text(d.generation),
    variant: text(d.variant),
    year: text(d.year),
    mileage_km: text(d.mileageKm),
    fuel_type: text(d.fuelType),
    transmission: text(d.transmission),
    body_type: text(d.bodyType),
    drive_type: d.driveType === "4wd" ? "AWD" : text(d.driveType).toUpperCase(),
    power_kw: d.powerKw === null ? "" : String(Math.round(d.powerKw)),
    number_of_owners: isNew ? "0" : text(d.numberOfOwners),
    desc_cz: d.description.trim(),
    location_name: d.locationName.trim(),
    purchase_country: text(d.purchaseCountry),
    vat_refund: String(d.price !== null && d.vatRefund),
    vin_number: d.vinNumber.trim().toUpperCase(),
    location_link: d.locationLink.trim(),
    created_date: now.toISOString(),
    real_date: now.toISOString(),
    condition: d.condition,
    source: "other",
    image_links: "[]",
    image_minis: "[]",
  };
}

/**
 * The multipart form: the fields, then `draft_photo_ids`, the stored draft photos in the ad's
 * order (issue 27: the photos were uploaded when chosen, so a publish sends no files).
 */
export function createPayload(d: Draft, now = new Date()): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(createPayloadFields(d, now))) form.append(key, value);
  form.append("draft_photo_ids", JSON.stringify(d.images.map((p) => p.id)));
  return form;
}
