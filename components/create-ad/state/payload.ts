// The create payload of seed 001 §3 from a finished draft (its fields: lib/ads/fields.ts): the multipart form the wizard sends to
// POST /api/ads/create/. Client-safe. The server ignores source, dates and image links (it sets
// its own) but the payload carries them as the specification lists them.
import { SELLER_FIELDS, snake, type SellerField } from "@/lib/ads/fields";
import type { DriveType } from "@/lib/enums";
import type { Draft } from "./draft";

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

// The conversions of the draft's own spellings, shared with the preview (./preview.ts) so that it
// shows what a publish sends.
/** The wizard's 4wd is AWD; fwd, rwd as the API spells them. */
export const apiDriveType = (d: Draft): DriveType | null =>
  d.driveType === "4wd" ? "AWD" : d.driveType && (d.driveType.toUpperCase() as DriveType);
/** Whole kilowatts. */
export const apiPowerKw = (d: Draft) => (d.powerKw === null ? null : Math.round(d.powerKw));
/** A new car has had no owner. */
export const apiOwners = (d: Draft) => (d.condition === "NEW" ? 0 : d.numberOfOwners);
/** The VAT note goes with a price only. */
export const apiVatRefund = (d: Draft) => d.price !== null && d.vatRefund;
/**
 * A tick of the car data (metallic, service book, garaged): ticked is yes, unticked is not given
 * (null, sent as ""), never "no": a seller who skips the box has not said the car lacks it.
 */
export const apiTick = (ticked: boolean) => (ticked ? true : null);

/** The seller fields whose payload text is not the draft's value of the same name as text. */
const SPECIAL = {
  title: (d) => d.title.trim(),
  driveType: (d) => text(apiDriveType(d)),
  powerKw: (d) => text(apiPowerKw(d)),
  numberOfOwners: (d) => text(apiOwners(d)),
  descCz: (d) => d.description.trim(),
  locationName: (d) => d.locationName.trim(),
  vatRefund: (d) => String(apiVatRefund(d)),
  vinNumber: (d) => d.vinNumber.trim().toUpperCase(),
  locationLink: (d) => d.locationLink.trim(),
  equipment: (d) => d.equipment.join(","),
  metallic: (d) => text(apiTick(d.metallic)),
  serviceBook: (d) => text(apiTick(d.serviceBook)),
  garaged: (d) => text(apiTick(d.garaged)),
} satisfies Partial<Record<SellerField, (d: Draft) => string>>;
/** Every other seller field is the draft's value of its name (a field the draft lacks does not compile). */
type Plain = Exclude<SellerField, keyof typeof SPECIAL>;
const plain = (d: Draft, k: Plain) => text(d[k]);

/** The payload's text fields: every seller field of lib/ads/fields.ts and the spec's others (seed 001 §3). */
export function createPayloadFields(d: Draft, now = new Date()): Record<string, string> {
  const fields = SELLER_FIELDS.map((k) => [
    snake(k),
    k in SPECIAL ? SPECIAL[k as keyof typeof SPECIAL](d) : plain(d, k as Plain),
  ]);
  return {
    ...Object.fromEntries(fields),
    created_date: now.toISOString(),
    real_date: now.toISOString(),
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
