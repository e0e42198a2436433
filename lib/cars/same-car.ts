import { hammingDistance } from "./hash";
import { HAMMING_MAX, MILEAGE_TOLERANCE_KM, PHOTO_PAIRS_MIN } from "./rules";

// Whether two listings show one car (ARCHITECTURE.md §4.17), and how strongly: the same VIN, whatever
// else differs; or matching photos with agreeing make, model, year and mileage.

/** What matching reads of a listing. */
export interface CarFacts {
  id: number;
  vin: string | null;
  make: string;
  model: string;
  year: number;
  mileageKm: number | null;
  condition: string;
  /** Its hashed photos. */
  hashes: bigint[];
}

/** How two listings are known to be one car; a VIN outweighs photos. */
export const Evidence = { None: 0, Photos: 1, Vin: 2 } as const;
export type Evidence = (typeof Evidence)[keyof typeof Evidence];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Photos of `a` with a photo of `b` at most HAMMING_MAX bits away. */
const nearCount = (a: bigint[], b: bigint[]) =>
  a.filter((x) => b.some((y) => hammingDistance(x, y) <= HAMMING_MAX)).length;

export function photosMatch(a: bigint[], b: bigint[]) {
  if (a.length === 0 || b.length === 0) return false;
  const needed = a.length === 1 || b.length === 1 ? 1 : PHOTO_PAIRS_MIN;
  return nearCount(a, b) >= needed && nearCount(b, a) >= needed;
}

/** The described car agrees: make, model, year, mileage within the tolerance (unknown agrees). */
export function detailsAgree(a: CarFacts, b: CarFacts) {
  const mileage =
    a.mileageKm === null ||
    b.mileageKm === null ||
    Math.abs(a.mileageKm - b.mileageKm) <= MILEAGE_TOLERANCE_KM;
  return same(a.make, b.make) && same(a.model, b.model) && a.year === b.year && mileage;
}

export function sameCarEvidence(a: CarFacts, b: CarFacts): Evidence {
  if (a.id === b.id) return Evidence.None;
  if (a.vin && b.vin) {
    if (a.vin === b.vin) return Evidence.Vin;
    // two VINs that differ are two cars, however alike their photos
    return Evidence.None;
  }
  // dealers show the maker's stock photos of new cars
  if (a.condition === "new" || b.condition === "new") return Evidence.None;
  return detailsAgree(a, b) && photosMatch(a.hashes, b.hashes) ? Evidence.Photos : Evidence.None;
}
