// The ad's input rules (seed 001 §3, §5, §9): one schema for the wizard's form and the create
// route, so the server refuses exactly what the form shows. Messages are message keys of the
// "createAd" namespace. Client-safe.
import { z } from "zod";
import {
  BODY_TYPES,
  DRIVE_TYPES,
  FUEL_TYPES,
  PURCHASE_COUNTRIES,
  TRANSMISSIONS,
} from "@/lib/enums";
import { COLOURS, EQUIPMENT } from "@/lib/enums/car-data";
import { bodyTypeOf, driveTypeOf } from "@/lib/enums/spellings";
import { kwFromHp } from "@/lib/infra/format";
import {
  DESCRIPTION_MAX,
  DOORS_MAX,
  DOORS_MIN,
  MILEAGE_MAX,
  MONTH_PATTERN,
  MIN_YEAR,
  OWNERS_MAX,
  POWER_MAX,
  PRICE_MAX,
  PRICE_MIN,
  SEATS_MAX,
  SEATS_MIN,
  TITLE_MAX,
} from "./bounds";
import { inListOrder, type SellerField, type Snake } from "./fields";

// The non-blocking rules beside these (fuel vs variant, VIN model year): one module, both sides.
export { adWarnings, fuelOfVariant, type AdWarnings } from "./warnings";

// The fields' bounds (./bounds.ts), declared with the fields in ./fields.ts.
export {
  DESCRIPTION_MAX,
  MILEAGE_MAX,
  OWNERS_MAX,
  POWER_MAX,
  PRICE_MAX,
  PRICE_MIN,
  TITLE_MAX,
} from "./bounds";
/** POWER_MAX in horsepower (1000 kW × 1.35962). */
export const POWER_HP_MAX = 1360;
export const PHOTOS_MIN = 2;
export const PHOTOS_MAX = 20;
export const PHOTO_MAX_BYTES = 10_485_760;
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
export const PHOTO_TYPES = ["image/jpeg", "image/png"] as const;

/** 17 characters of A–H, J–N, P, R–Z and 0–9 (no I, O or Q). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Digits of a number typed with spaces, commas or a "Kč" suffix: "289 000 Kč" → "289000". */
export const digitsOf = (v: string) => v.replace(/kč/gi, "").replace(/[\s\u00a0\u202f,]/g, "");

/** A whole number from a form or multipart text (grouped digits allowed) or a number. */
const wholeNumber = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ error: required })
      .transform(digitsOf)
      .pipe(
        z
          .string()
          .min(1, required)
          .regex(/^\d{1,10}$/, invalid)
          .transform(Number),
      ),
  );

const requiredText = (max: number, required: string, tooLong = "createAd.errors.tooLong") =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "createAd.errors.tooLong")
    .optional()
    .transform((v) => v || null);

/** One of a value set, in any accepted spelling; an empty or unknown value is the field's error. */
const choice = <T extends string>(
  values: readonly [T, ...T[]],
  error: string,
  spelling: (raw: string) => T | null = (raw) => values.find((v) => v === raw) ?? null,
) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (spelling(v) ?? (v.trim() || undefined)) : v),
    z.enum(values, { error }),
  );

/**
 * Yes, no, or not given: "" and null (an unticked box of the wizard, a cleared value) are not
 * known, which an ad page leaves out rather than saying "no".
 */
const flag = z.preprocess(
  (v) =>
    v === "true" || v === "1" || v === "on"
      ? true
      : v === "false" || v === "0"
        ? false
        : v === ""
          ? null
          : v,
  z.boolean().nullable().optional(),
);

/** A whole number within bounds, or null when not given ("" or null). */
const optionalCount = (min: number, max: number, invalid: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    wholeNumber(invalid, invalid).pipe(z.number().min(min, invalid).max(max, invalid)).nullable(),
  );

/** One of a value set, or null when not given. */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]], invalid: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    z.enum(values, { error: invalid }).nullable(),
  );

/**
 * Values of a closed list, kept once each in the list's order: a list, or the text of one as a
 * multipart form sends it (a JSON list or values separated by commas); an unknown value is refused.
 */
const setOf = <T extends string>(values: readonly [T, ...T[]], invalid: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === "") return [];
      if (typeof v !== "string") return v;
      const text = v.trim();
      if (text.startsWith("[")) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return v;
        }
      }
      return text
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    },
    z
      .array(z.string({ error: invalid }), { error: invalid })
      .refine((chosen) => chosen.every((v) => values.includes(v as T)), invalid)
      .transform((chosen) => inListOrder(values, chosen)),
  );

/** A month as "2027-05" (also written "05/2027" or "5/2027"), or null when not given. */
const optionalMonth = (invalid: string) =>
  z.preprocess(
    (v) => {
      if (v === "" || v === null || v === undefined) return null;
      const m = typeof v === "string" ? /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(v) : null;
      return m ? `${m[2]}-${m[1].padStart(2, "0")}` : typeof v === "string" ? v.trim() : v;
    },
    z
      .string({ error: invalid })
      .regex(MONTH_PATTERN, invalid)
      .refine((v) => Number(v.slice(0, 4)) >= MIN_YEAR && Number(v.slice(0, 4)) <= 2100, invalid)
      .nullable(),
  );

/**
 * The rule of each ad field, shared by the create schema and the edit schema (adPatchSchema) so a
 * value the wizard refuses is refused by the edit screen too.
 */
export const adFields = {
  title: requiredText(TITLE_MAX, "createAd.errors.titleRequired", "createAd.errors.titleTooLong"),
  make: requiredText(100, "createAd.errors.makeRequired"),
  model: requiredText(100, "createAd.errors.modelRequired"),
  generation_id: z.coerce.number().int().positive(),
  generation: optionalText(100),
  variant: optionalText(100),
  year: wholeNumber("createAd.errors.yearRequired", "createAd.errors.yearInvalid").pipe(
    z
      .number()
      .min(MIN_YEAR, "createAd.errors.yearInvalid")
      .refine((y) => y <= new Date().getFullYear(), "createAd.errors.yearInvalid"),
  ),
  fuel_type: choice(FUEL_TYPES, "createAd.errors.fuelRequired"),
  transmission: choice(TRANSMISSIONS, "createAd.errors.transmissionRequired"),
  body_type: choice(BODY_TYPES, "createAd.errors.bodyRequired", bodyTypeOf),
  drive_type: choice(DRIVE_TYPES, "createAd.errors.driveRequired", driveTypeOf),
  power_kw: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Math.round(Number(digitsOf(v))) : v),
    z
      .number({ error: "createAd.errors.powerInvalid" })
      .int()
      .min(1, "createAd.errors.powerInvalid")
      .max(POWER_MAX, "createAd.errors.powerInvalid"),
  ),
  mileage_km: wholeNumber("createAd.errors.mileageRequired", "createAd.errors.mileageInvalid").pipe(
    z
      .number()
      .min(0, "createAd.errors.mileageInvalid")
      .max(MILEAGE_MAX, "createAd.errors.mileageInvalid"),
  ),
  desc_cz: requiredText(
    DESCRIPTION_MAX,
    "createAd.errors.descriptionRequired",
    "createAd.errors.descriptionTooLong",
  ),
  // the clients write USED or NEW (seed 001 §3); an empty one is the default, USED
  condition: z.preprocess(
    (v) => (v === "" || v === undefined ? "used" : typeof v === "string" ? v.toLowerCase() : v),
    z.enum(["used", "new"], { error: "createAd.errors.conditionRequired" }),
  ),
  purchase_country: choice(PURCHASE_COUNTRIES, "createAd.errors.countryRequired"),
  location_name: requiredText(200, "createAd.errors.locationRequired"),
  location_link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === "" || /^https:\/\//.test(v), "createAd.errors.locationInvalid")
    .optional()
    .transform((v) => v || null),
  price: wholeNumber("createAd.errors.priceRequired", "createAd.errors.priceInvalid").pipe(
    z
      .number()
      .min(PRICE_MIN, "createAd.errors.priceInvalid")
      .max(PRICE_MAX, "createAd.errors.priceInvalid"),
  ),
  vat_refund: flag,
  // "" (and null) is no VIN
  vin_number: z.preprocess(
    (v) => (v === null ? "" : v),
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || VIN_PATTERN.test(v), "createAd.errors.vinInvalid")
      .optional()
      .transform((v) => v || null),
  ),
  // the car data buyers filter by (issue 29): all optional
  colour: optionalChoice(COLOURS, "createAd.errors.colourInvalid"),
  metallic: flag,
  doors: optionalCount(DOORS_MIN, DOORS_MAX, "createAd.errors.doorsInvalid"),
  seats: optionalCount(SEATS_MIN, SEATS_MAX, "createAd.errors.seatsInvalid"),
  equipment: setOf(EQUIPMENT, "createAd.errors.equipmentInvalid"),
  stk_valid_until: optionalMonth("createAd.errors.stkInvalid"),
  service_book: flag,
  garaged: flag,
};

/**
 * A client may give the power in horsepower (`power_hp`) instead of kW, as the wizard lets a
 * seller type it: it becomes power_kw (rounded) unless power_kw is given too.
 */
const withPowerInKw = (v: unknown) => {
  if (typeof v !== "object" || v === null || !("power_hp" in v)) return v;
  const { power_hp: hp, ...rest } = v as Record<string, unknown>;
  if (rest.power_kw !== undefined && rest.power_kw !== "") return rest;
  const n = typeof hp === "number" ? hp : Number(digitsOf(String(hp ?? "")) || NaN);
  // not a number: NaN, which gets power_kw's error
  return { ...rest, power_kw: Number.isFinite(n) ? kwFromHp(n) : NaN };
};

/** "" or null: the value is cleared. */
const clearable = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (v === "" || v === null || v === "null" ? null : v), rule.nullable());

/** Every field of a new ad (the create payload of seed 001 §3 without the ignored ones). */
export const createAdSchema = z.preprocess(
  withPowerInKw,
  z
    .object({
      ...adFields,
      generation_id: z.preprocess(
        (v) => (v === "" || v === "null" ? undefined : v),
        adFields.generation_id.optional(),
      ),
      number_of_owners: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        z.coerce.number().int().min(0).max(OWNERS_MAX, "createAd.errors.ownersRequired").optional(),
      ),
    })
    .superRefine((ad, ctx) => {
      // NEW has no owners (sent as 0); a used car needs 1–20 (seed 001 §4, §5)
      if (ad.condition !== "new" && !(ad.number_of_owners && ad.number_of_owners >= 1))
        ctx.addIssue({
          code: "custom",
          path: ["number_of_owners"],
          message: "createAd.errors.ownersRequired",
        });
    })
    .transform((ad) => ({
      ...ad,
      number_of_owners: ad.condition === "new" ? 0 : ad.number_of_owners!,
    })),
);
export type CreateAdInput = z.infer<typeof createAdSchema>;

/** The title's error message key (empty, longer than TITLE_MAX), or null: the wizard and the edit screen show it. */
export function titleProblem(title: string): string | null {
  const r = adFields.title.safeParse(title);
  return r.success ? null : r.error.issues[0].message;
}

/** A description's problem (empty, or over DESCRIPTION_MAX: refused, never cut), a message key; null if fine. */
export function descriptionProblem(text: string): string | null {
  const r = adFields.desc_cz.safeParse(text);
  return r.success ? null : r.error.issues[0].message;
}

/** A photo's problem by name, type and size as the wizard checks it before sending; null if fine. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(ext))
    return "createAd.errors.photoExtension";
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "createAd.errors.photoFormat";
  if (file.size > PHOTO_MAX_BYTES) return "createAd.errors.photoSize";
  return null;
}

/**
 * One edit of an ad (PATCH /api/ads/cars/{id}/, seed 001 §7): any subset of the editable fields,
 * each with the create rule, except that generation_id, generation, variant, power_kw and
 * mileage_km are cleared by "" or null, a VIN by "", and owners are 0–20 (0 = not known, also sent
 * as "" or null; a NEW car is sent without them and gets 0). Fields outside the list (status, source, seller, dates, photos, id) are dropped.
 * Beyond the spec's list: fuel, transmission, body and drive, which a seller expects to fix.
 */
export const adPatchSchema = z.preprocess(
  withPowerInKw,
  z
    .object({
      ...adFields,
      generation_id: clearable(adFields.generation_id),
      generation: z.preprocess((v) => v ?? "", adFields.generation),
      variant: z.preprocess((v) => v ?? "", adFields.variant),
      power_kw: clearable(adFields.power_kw),
      mileage_km: clearable(adFields.mileage_km),
      // "" or null: not known, which is 0
      number_of_owners: z.preprocess(
        (v) => (v === "" || v === null ? 0 : v),
        wholeNumber("createAd.errors.ownersInvalid", "createAd.errors.ownersInvalid").pipe(
          z.number().max(OWNERS_MAX, "createAd.errors.ownersInvalid"),
        ),
      ),
    })
    .partial()
    .transform((patch) =>
      patch.condition === "new" && patch.number_of_owners === undefined
        ? { ...patch, number_of_owners: 0 }
        : patch,
    ),
);
export type AdPatchInput = z.infer<typeof adPatchSchema>;

/** The create and edit rules cover exactly the seller fields of ./fields.ts (else this does not compile). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<keyof CreateAdInput, Snake<SellerField>>;
true satisfies Same<keyof AdPatchInput, Snake<SellerField>>;

export const EDIT_PHOTOS_MAX = 20;
export const EDIT_PHOTO_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "heic", "heif"] as const;
export const EDIT_PHOTO_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/heic",
  "image/heif",
] as const;

/** The accepted formats as both photo screens (wizard and editor) name them in their texts. */
export const PHOTO_FORMAT_NAMES = "JPG, PNG, WebP, HEIC";
/** sharp's names of the formats the editor's and the wizard's uploads decode (HEIC is "heif"). */
export const UPLOAD_PHOTO_FORMATS = ["jpeg", "png", "webp", "heif"] as const;

/**
 * A photo's problem as the edit screen checks it before sending; null if fine. Browsers outside
 * Apple's often give a HEIC file no type at all, so an empty type passes here (the server reads
 * the content either way).
 */
export function editPhotoProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(EDIT_PHOTO_EXTENSIONS as readonly string[]).includes(ext))
    return "createAd.errors.editPhotoExtension";
  if (file.type !== "" && !(EDIT_PHOTO_TYPES as readonly string[]).includes(file.type))
    return "createAd.errors.editPhotoFormat";
  if (file.size > PHOTO_MAX_BYTES) return "createAd.errors.photoSize";
  return null;
}

/** The wizard's order of its draft photos (PUT /api/ads/draft-photos/). */
export const draftPhotoOrderSchema = z.object({
  ids: z.array(z.string().max(64)).max(PHOTOS_MAX),
});
