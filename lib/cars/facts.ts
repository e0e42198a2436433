import "server-only";
import type { RawQuery } from "@/lib/infra/db/client";
import { hammingDistance, hashQuarters } from "./hash";
import { HAMMING_MAX } from "./rules";
import type { CarFacts } from "./same-car";

// What matching reads, by index only (ARCHITECTURE.md §4.17): listings by id, listings by VIN
// (ads_vin_idx, every status), photos by their 16-bit quarters (the four ad_images_phash_*
// indexes: near hashes share one quarter exactly; the real distance is counted here), cars'
// listings (ads_car_idx) and admins' splits (car_splits' two indexes).

export type Listing = CarFacts & { carId: number | null };

type ListingRow = {
  id: number;
  vin: string | null;
  make: string;
  model: string;
  year: number;
  mileage_km: number | null;
  condition: string;
  car_id: number | null;
};

/** Listings by id, with their hashed photos. */
export async function readListings(query: RawQuery, ids: number[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const [rows, photos] = await Promise.all([
    query<ListingRow>(
      `SELECT id, vin_number AS vin, make, model, year, mileage_km, condition, car_id
         FROM ads WHERE id = ANY($1::int[])`,
      [ids],
    ),
    query<{ ad_id: number; phash: string }>(
      `SELECT ad_id, phash::text AS phash FROM ad_images
        WHERE ad_id = ANY($1::int[]) AND phash IS NOT NULL ORDER BY ad_id, position`,
      [ids],
    ),
  ]);
  const hashes = new Map<number, bigint[]>();
  for (const p of photos) {
    const list = hashes.get(p.ad_id) ?? [];
    list.push(BigInt(p.phash));
    hashes.set(p.ad_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    vin: r.vin,
    make: r.make,
    model: r.model,
    year: r.year,
    mileageKm: r.mileage_km,
    condition: r.condition,
    carId: r.car_id,
    hashes: hashes.get(r.id) ?? [],
  }));
}

/** Every listing with one of these VINs, whatever its status. */
export async function listingsByVin(query: RawQuery, vins: string[]) {
  if (vins.length === 0) return [];
  const rows = await query<{ id: number }>(
    `SELECT id FROM ads WHERE vin_number IS NOT NULL AND vin_number = ANY($1::text[])`,
    [vins],
  );
  return rows.map((r) => r.id);
}

/**
 * Every stored photo sharing a 16-bit quarter with one of the hashes ($1, bigint[]): one lookup
 * per hash with exactly the indexed expressions, so each reads the four quarter indexes.
 */
export const PHOTO_LOOKUP_SQL = `SELECT DISTINCT i.ad_id, i.phash::text AS phash
       FROM unnest($1::bigint[]) AS q(h)
       CROSS JOIN LATERAL (
         SELECT ad_id, phash FROM ad_images
          WHERE phash IS NOT NULL AND (((phash >> 48) & 65535) = ((q.h >> 48) & 65535)
             OR ((phash >> 32) & 65535) = ((q.h >> 32) & 65535)
             OR ((phash >> 16) & 65535) = ((q.h >> 16) & 65535)
             OR ((phash >> 0) & 65535) = ((q.h >> 0) & 65535))) i`;

/**
 * The pairs (listing of `listings`, other listing) with photos at most HAMMING_MAX bits apart:
 * the rows sharing a quarter with one of the listings' hashes, then their real distance.
 */
export async function nearPhotoPairs(query: RawQuery, listings: Listing[]) {
  const byQuarter = new Map<string, { id: number; hash: bigint }[]>();
  const hashes = new Set<string>();
  for (const l of listings)
    for (const hash of l.hashes) {
      hashes.add(hash.toString());
      hashQuarters(hash).forEach((q, i) => {
        const key = `${i}:${q}`;
        const list = byQuarter.get(key) ?? [];
        list.push({ id: l.id, hash });
        byQuarter.set(key, list);
      });
    }
  if (hashes.size === 0) return [];
  // One lookup per hash, with exactly the indexed expressions, so each reads the four indexes
  // (BitmapOr). Not one lookup with four long ANY lists: the planner has no statistics for
  // partial expression indexes, guesses 1 row in 200 per value and, for a batch's hundreds of
  // values, scans the whole table. jit: those guesses cost it a second per batch on PostgreSQL.
  await query("SET LOCAL jit = off");
  const rows = await query<{ ad_id: number; phash: string }>(PHOTO_LOOKUP_SQL, [[...hashes]]);
  const pairs = new Map<string, [number, number]>();
  for (const row of rows) {
    const hash = BigInt(row.phash);
    hashQuarters(hash).forEach((q, i) => {
      for (const mine of byQuarter.get(`${i}:${q}`) ?? [])
        if (mine.id !== row.ad_id && hammingDistance(mine.hash, hash) <= HAMMING_MAX)
          pairs.set(`${mine.id}:${row.ad_id}`, [mine.id, row.ad_id]);
    });
  }
  return [...pairs.values()];
}

/** The listings of these cars. */
export async function carMembers(query: RawQuery, carIds: number[]) {
  if (carIds.length === 0) return [];
  return query<{ id: number; car_id: number }>(
    `SELECT id, car_id FROM ads WHERE car_id IS NOT NULL AND car_id = ANY($1::int[])`,
    [carIds],
  );
}

/** The admins' splits that involve these listings. */
export async function splitsOf(query: RawQuery, ids: number[]) {
  if (ids.length === 0) return [];
  return query<{ ad_id: number; other_ad_id: number }>(
    `SELECT ad_id, other_ad_id FROM car_splits
      WHERE ad_id = ANY($1::int[]) OR other_ad_id = ANY($1::int[])`,
    [ids],
  );
}
