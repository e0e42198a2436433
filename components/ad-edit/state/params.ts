// The parameter dialogs' input rules (seed 001 §5 "Edit screen"): what each typed text means and
// which message key refuses it. The keys are the shared schema's (lib/ads/schemas.ts), so a
// dialog refuses what PATCH /api/ads/cars/{id}/ refuses. Client-safe and pure.
import {
  digitsOf,
  MILEAGE_MAX,
  OWNERS_MAX,
  POWER_MAX,
  PRICE_MAX,
  PRICE_MIN,
  VIN_PATTERN,
} from "@/lib/ads/schemas";

export type Parsed<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

const whole = (text: string) => {
  const digits = digitsOf(text);
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
};

/** Price: required; digits grouped by spaces, a "Kč" suffix allowed; 1,000 to 99,999,999. */
export function parsePrice(text: string): Parsed<number> {
  if (!digitsOf(text)) return { error: "createAd.errors.priceRequired" };
  const n = whole(text);
  return n !== null && n >= PRICE_MIN && n <= PRICE_MAX
    ? { value: n }
    : { error: "createAd.errors.priceInvalid" };
}

/** Power: digits only, 1 to 1000 kW; empty clears it. */
export function parsePower(text: string): Parsed<number | null> {
  const t = text.trim();
  if (!t) return { value: null };
  if (!/^\d{1,4}$/.test(t)) return { error: "createAd.errors.powerInvalid" };
  const n = Number(t);
  return n >= 1 && n <= POWER_MAX ? { value: n } : { error: "createAd.errors.powerInvalid" };
}

/** Mileage: 0 to 2,000,000 km, spaces and commas ignored; empty clears it. */
export function parseMileage(text: string): Parsed<number | null> {
  if (!text.replace(/[\s\u00a0\u202f,]/g, "")) return { value: null };
  const n = whole(text.replace(/km$/i, ""));
  return n !== null && n <= MILEAGE_MAX
    ? { value: n }
    : { error: "createAd.errors.mileageInvalid" };
}

/** The VIN as typed: upper case, no spaces, at most 17 characters. */
export const normaliseVin = (text: string) => text.toUpperCase().replace(/\s/g, "").slice(0, 17);

/** An invalid non-empty VIN is shown as such but does not block Save (seed 001 §5). */
export const vinLooksInvalid = (vin: string) => vin !== "" && !VIN_PATTERN.test(vin);

/** Owners 0 to 20 (the edit screen allows 0, unlike the wizard). */
export const OWNER_CHOICES = Array.from({ length: OWNERS_MAX + 1 }, (_, i) => i);

/** A generation's production years ("2012-2020", "2020-" = until this year) within 1960..now. */
export function productionYears(range: string, all: number[], now = new Date()): number[] {
  const [from, to] = range.split("-").map((y) => Number(y) || null);
  const end = to ?? now.getFullYear();
  return all.filter((y) => (!from || y >= from) && y <= end);
}
