// The model year a VIN's tenth character names. The codes repeat every 30 years (A = 1980 and
// 2010, … 9 = 2009 and 2039), so the year is chosen near a known one. Client-safe, no imports:
// the ad schema (lib/ads/schemas.ts) and the VIN reader (./decode.ts) both use it.

const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const CYCLE = 30;

/** The year of the code's cycle nearest to `near` (a tie goes to the later one); null when the character names no year. */
export function vinModelYear(vin: string, near: number): number | null {
  const code = YEAR_CODES.indexOf(vin.trim().toUpperCase()[9] ?? "");
  if (code < 0) return null;
  const base = 1980 + code;
  const cycles = Math.round((near - base) / CYCLE);
  return base + Math.max(0, cycles) * CYCLE;
}
