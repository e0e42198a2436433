// The draft as the ad page will show it (issue 29's preview before publishing): a CarAd for the
// ad page's own components. Pure and client-safe. The seller's fields are converted as the payload
// converts them (./payload.ts); what only the server decides (id, dates, region, seller) gets a
// neutral value that the page shows nothing of or what a fresh own ad shows.
import type { CarAd } from "@/lib/ads/types";
import { apiDriveType, apiOwners, apiPowerKw, apiTick, apiVatRefund } from "./payload";
import type { Draft } from "./draft";

/** The draft mapped to the ad it publishes; `price` is 0 until the seller gives one. */
export function draftPreviewAd(d: Draft, now = new Date()): CarAd {
  const date = now.toISOString();
  const photos = d.images.map((p) => p.previewUrl);
  return {
    id: 0,
    title: d.title.trim(),
    make: d.make ?? "",
    model: d.model ?? "",
    generation: d.generation,
    generation_id: d.generationId,
    variant: d.variant,
    year: d.year ?? 0,
    price: d.price ?? 0,
    vat_refund: apiVatRefund(d),
    condition: d.condition === "NEW" ? "new" : "used",
    mileage_km: d.mileageKm,
    number_of_owners: apiOwners(d),
    power_kw: apiPowerKw(d),
    fuel_type: d.fuelType,
    transmission: d.transmission,
    drive_type: apiDriveType(d),
    body_type: d.bodyType,
    purchase_country: d.purchaseCountry,
    location_name: d.locationName.trim() || null,
    location_link: d.locationLink.trim() || null,
    vin_number: d.vinNumber.trim().toUpperCase() || null,
    desc_cz: d.description.trim(),
    colour: d.colour,
    metallic: apiTick(d.metallic),
    doors: d.doors,
    seats: d.seats,
    equipment: d.equipment,
    stk_valid_until: d.stkValidUntil || null,
    service_book: apiTick(d.serviceBook),
    garaged: apiTick(d.garaged),
    // the server's: the region from the gazetteer, the seller's type from the profile
    region: null,
    lat: null,
    lng: null,
    seller_type: "private",
    desc_en: null,
    desc_ru: null,
    image_links: photos,
    image_minis: photos,
    status: "active",
    archived: false,
    source: "own",
    source_link: null,
    seller_profile_id: null,
    seller_user_id: null,
    real_date: date,
    created_date: date,
    updated_date: date,
    checked_at: date,
  };
}
