// Seller profile and phone verification inputs, shared by the route handlers and the form.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { z } from "zod";
import { AppError } from "@/lib/infra/errors";
import { nameField } from "@/lib/infra/text/visible";
import { isValidIco, normalizeIco } from "./ico";

export const DEFAULT_PHONE_COUNTRY: CountryCode = "CZ";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
export const AVATAR_TYPES = ["image/jpeg", "image/png"] as const;
export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

/** "+420 777 123 456", "777123456" → "+420777123456"; null when not a valid number. */
export function normalizePhone(value: string): string | null {
  const p = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  return p && p.isValid() ? p.number : null;
}

export const phoneCountry = (e164: string) => parsePhoneNumberFromString(e164)?.country ?? null;

export const phoneField = z
  .string({ error: "sellerProfileForm.errors.phoneRequired" })
  .trim()
  .min(1, "sellerProfileForm.errors.phoneRequired")
  .transform((v, ctx) => {
    const e164 = normalizePhone(v);
    if (!e164) ctx.addIssue({ code: "custom", message: "sellerProfileForm.errors.phoneInvalid" });
    return e164 ?? v;
  });

export const startVerificationSchema = z.object({ phone_number: phoneField });

export const checkVerificationSchema = z.object({
  phone_to_verify: phoneField,
  code: z
    .string({ error: "phone.errors.codeRequired" })
    .trim()
    .min(1, "phone.errors.codeRequired")
    .regex(/^\d+$/, "phone.errors.codeDigits")
    .min(CODE_MIN_LENGTH, "phone.errors.codeTooShort")
    .max(CODE_MAX_LENGTH, "phone.errors.codeTooLong"),
});

const displayName = nameField(100, {
  required: "sellerProfileForm.errors.displayNameRequired",
  tooLong: "sellerProfileForm.errors.displayNameTooLong",
  invisible: "sellerProfileForm.errors.displayNameInvisible",
  hidden: "sellerProfileForm.errors.displayNameHidden",
});

/**
 * A dealer's IČO (issue 32): optional; "" clears it; spaces between the digit groups are dropped;
 * otherwise 8 digits with a correct check digit (./ico.ts). Stored only on a dealer's profile.
 */
export const icoField = z
  .string({ error: "sellerProfileForm.errors.icoInvalid" })
  .transform((v, ctx) => {
    const ico = normalizeIco(v);
    if (ico === "") return null;
    if (!isValidIco(ico))
      ctx.addIssue({ code: "custom", message: "sellerProfileForm.errors.icoInvalid" });
    return ico;
  });

/** The text fields of the seller profile form (create and update). */
export const sellerProfileFields = z.object({
  display_name: displayName,
  phone_number: phoneField,
  location: z
    .string()
    .trim()
    .max(120, "sellerProfileForm.errors.locationInvalid")
    .optional()
    .default(""),
  place_id: z.string().trim().max(300).optional().default(""),
  /**
   * "Jsem autobazar" (issue 29): a ticked box ("true", "on", "1") or not ("false", "0", "");
   * absent, an update keeps the flag and a new profile is a private seller's.
   */
  is_dealer: z.preprocess(
    (v) =>
      v === "true" || v === "on" || v === "1"
        ? true
        : v === "false" || v === "0" || v === ""
          ? false
          : v,
    z.boolean({ error: "sellerProfileForm.errors.dealerInvalid" }).optional(),
  ),
  /** absent: an update keeps the IČO (while the profile stays a dealer's) */
  ico: icoField.optional(),
});
export type SellerProfileFields = z.infer<typeof sellerProfileFields>;

export const createSellerProfileSchema = sellerProfileFields.extend({
  terms: z
    .union([z.literal("true"), z.literal("on"), z.literal("1"), z.literal(true)], {
      error: "sellerProfileForm.errors.termsRequired",
    })
    .transform(() => true),
});

/** Checks an avatar file the way the server does (format by name and type, size). */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (
    !(AVATAR_EXTENSIONS as readonly string[]).includes(ext) ||
    !(AVATAR_TYPES as readonly string[]).includes(file.type)
  ) {
    return "sellerProfileForm.errors.avatarFormat";
  }
  if (file.size >= AVATAR_MAX_BYTES) return "sellerProfileForm.errors.avatarSize";
  return null;
}

export interface SellerProfileView {
  id: number;
  display_name: string;
  avatar_url: string | null;
  user_id: string | null;
  location: string | null;
  location_link: string | null;
  phone_number: string | null;
  phone_verified: boolean;
  contact_email: string | null;
  /** a car dealer (their ads' seller_type is "dealer") */
  is_dealer: boolean;
  /** a dealer's company number (IČO), null when not given or not a dealer */
  ico: string | null;
}

/** `page` from 1; anything else reads as 1. */
export const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Largest id a Postgres integer column holds; a longer number is an unknown profile, not an error. */
const MAX_ID = 2_147_483_647;

/**
 * A seller profile id from a path: digits only (anything else is the spec's 'Invalid profile ID');
 * a number beyond the id range reads as 0, which matches no profile.
 */
export const profileIdSchema = z
  .string()
  .regex(/^\d+$/, "sellerProfile.invalidId")
  .transform((v) => (v.length <= 10 && Number(v) <= MAX_ID ? Number(v) : 0));

/**
 * The public seller profile (seed 001 §3) with the seller's active ad count; user_id null means an
 * anonymised imported seller. No contact details: those go through the contact API (ARCHITECTURE.md §4.4).
 */
export type PublicSellerProfile = Omit<SellerProfileView, "phone_number" | "contact_email"> & {
  ads_count: number;
};

export type SimplifiedSellerProfile = Pick<
  PublicSellerProfile,
  "display_name" | "avatar_url" | "user_id"
>;

/** The id of `/api/seller-profiles/{id}/...`: 400 with the spec's 'Invalid profile ID' when not a number. */
export function parseProfileId(raw: string): number {
  const parsed = profileIdSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError("bad_request", "Invalid profile ID", { id: "sellerProfile.invalidId" });
  return parsed.data;
}
