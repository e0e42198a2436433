// What the wizard shows for each answer of POST /api/ads/create/ (seed 001 §8): the server's known
// English sentences become translated text, field errors (message keys `createAd.errors.*`) go to
// the step holding the field. Client-safe and pure.
import type { SellerField, Snake } from "@/lib/ads/fields";
import type { Step } from "./draft";

/** The step that holds each field of the create payload (every seller field, else this does not compile). */
export const FIELD_STEP: Record<string, Step> = {
  make: 0,
  model: 1,
  generation_id: 2,
  generation: 2,
  variant: 2,
  year: 2,
  fuel_type: 3,
  transmission: 3,
  body_type: 3,
  drive_type: 3,
  power_kw: 3,
  mileage_km: 3,
  // the optional car data (issue 29) is on the specs step too
  colour: 3,
  metallic: 3,
  doors: 3,
  seats: 3,
  equipment: 3,
  stk_valid_until: 3,
  service_book: 3,
  garaged: 3,
  title: 4,
  desc_cz: 4,
  images: 5,
  condition: 6,
  number_of_owners: 6,
  purchase_country: 6,
  location_name: 6,
  location_link: 6,
  price: 6,
  vat_refund: 6,
  vin_number: 6,
} satisfies Record<Snake<SellerField> | "images", Step>;

/** The server's sentences the specification maps to the wizard's own texts. */
const KNOWN: Record<string, string> = {
  "Internal server error. Please try again later.": "internalServerError",
  "Invalid image. Only PNG/JPG/JPEG up to 10MB allowed.": "invalidImageError",
  "Failed to upload one or more images to S3 storage.": "uploadError",
};

export type PublishMessage =
  /** a key under createAdWizard.errors */
  | { key: string }
  /** the server's own text, shown as is */
  | { text: string };

export interface PublishProblem {
  message: PublishMessage;
  /** field name → createAd.errors.* key */
  fields: Record<string, string>;
  /** the earliest step with a field error, where the wizard goes to show it */
  step: Step | null;
}

/** The problem an error answer describes: `status`, the server's `error` text and `fields`. */
export function publishProblem(answer: {
  status: number;
  error?: string;
  code?: string;
  fields?: Record<string, string>;
}): PublishProblem {
  const fields = answer.fields ?? {};
  const steps = Object.keys(fields)
    .map((f) => FIELD_STEP[f] ?? (f.startsWith("images") ? 5 : undefined))
    .filter((s): s is Step => s !== undefined);
  const step = steps.length ? (Math.min(...steps) as Step) : null;
  const text = answer.error?.trim();
  let message: PublishMessage;
  if (answer.status === 401) message = { key: "loginError" };
  else if (answer.code === "not_found.no_profile") message = { key: "sellerProfileRequired" };
  else if (answer.code === "conflict.in_progress") message = { key: "publishInProgress" };
  else if (Object.keys(fields).length && !(text && KNOWN[text]))
    message = { key: "fillRequiredFields" };
  else if (text && KNOWN[text]) message = { key: KNOWN[text] };
  else if (answer.status >= 500 && !text) message = { key: "internalServerError" };
  else message = text ? { text } : { key: "unknownError" };
  return { message, fields, step };
}
