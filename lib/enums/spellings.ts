// The other spellings the API accepts for a stored value (ARCHITECTURE.md §3, seed 001 §3): the wizard's
// lower-case body codes (sedan, 3_door_suv), old display names ('3-door SUV', 'estate car'), its
// 4wd, and NEW/USED. Each answers the canonical value, or null when the spelling is unknown.
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVE_TYPES,
  type BodyType,
  type Condition,
  type DriveType,
} from "./index";

const find = <T extends string>(set: readonly T[], v: string): T | null =>
  set.find((x) => x === v) ?? null;

/** "SEDAN_SALOON", "sedan", "3_door_suv", "3-door SUV", "estate car" → the body code. */
export function bodyTypeOf(raw: string): BodyType | null {
  const code = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/^3_/, "three_")
    .replace(/^5_/, "five_")
    .replace(/^sedan$/, "sedan_saloon");
  return find(BODY_TYPES, code.toUpperCase());
}

/** "FWD", "fwd", "4wd" → the drive code (the wizard's 4wd is stored as AWD). */
export function driveTypeOf(raw: string): DriveType | null {
  const code = raw.trim().toUpperCase();
  return find(DRIVE_TYPES, code === "4WD" ? "AWD" : code);
}

/** "USED", "new", "damaged" → the condition (clients write NEW and USED). */
export const conditionOf = (raw: string): Condition | null =>
  find(CONDITIONS, raw.trim().toLowerCase());
