// zod enums of the value sets in ./index.ts, for every schema that accepts one. Client-safe.
import { z } from "zod";
import {
  AD_SOURCES,
  AD_STATUSES,
  BODY_TYPES,
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  NOTIFICATION_FREQUENCIES,
  PURCHASE_COUNTRIES,
  TRANSMISSIONS,
} from "./index";
import { bodyTypeOf, conditionOf, driveTypeOf } from "./spellings";

export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const transmissionSchema = z.enum(TRANSMISSIONS);
export const driveTypeSchema = z.enum(DRIVE_TYPES);
export const bodyTypeSchema = z.enum(BODY_TYPES);
export const conditionSchema = z.enum(CONDITIONS);
export const purchaseCountrySchema = z.enum(PURCHASE_COUNTRIES);
export const adSourceSchema = z.enum(AD_SOURCES);
export const adStatusSchema = z.enum(AD_STATUSES);
export const notificationFrequencySchema = z.enum(NOTIFICATION_FREQUENCIES);

/** Ad input (wizard, edit, import): the canonical value or one of its other spellings (./spellings.ts). */
const spelled =
  <T extends string>(of: (raw: string) => T | null) =>
  (v: unknown) =>
    typeof v === "string" ? (of(v) ?? v) : v;
export const bodyTypeInputSchema = z.preprocess(spelled(bodyTypeOf), bodyTypeSchema);
export const driveTypeInputSchema = z.preprocess(spelled(driveTypeOf), driveTypeSchema);
export const conditionInputSchema = z.preprocess(spelled(conditionOf), conditionSchema);
