// Small, explicit test data: users and sellers written straight to the database, ads through
// lib/ads/mutations.ts like every other writer.
import { createAd as createAdWithPhotos, type AdPhoto } from "@/lib/ads/mutations";
import { sellerProfiles, users, type NewAdRow } from "@/lib/infra/db/schema";
import { getDb } from "@/lib/infra/db/client";

let counter = 0;

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  counter++;
  const [row] = await getDb()
    .insert(users)
    .values({
      id: `u${counter}-${Date.now()}`,
      name: `User ${counter}`,
      email: `user${counter}-${Date.now()}@example.test`,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createSeller(overrides: Partial<typeof sellerProfiles.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(sellerProfiles)
    .values({ displayName: "Test Seller", ...overrides })
    .returning();
  return row;
}

/**
 * Photo rows for a test ad: `photos` of them, or one per perceptual hash given (the car matching
 * of lib/cars compares those).
 */
export function testPhotos(photos: number | bigint[]): AdPhoto[] {
  counter++;
  const stem = `/media/t/p${counter}-${Date.now()}`;
  const hashes = typeof photos === "number" ? Array<undefined>(photos).fill(undefined) : photos;
  return hashes.map((phash, i) => ({
    fullUrl: `${stem}-${i}.webp`,
    miniUrl: `${stem}-${i}-mini.webp`,
    ...(phash === undefined ? {} : { phash }),
  }));
}

/** An ad written through lib/ads/mutations.ts, with photos (returned beside the row). */
export async function createAd(overrides: Partial<NewAdRow> = {}, photos: number | bigint[] = 0) {
  const list = testPhotos(photos);
  const row = await createAdWithPhotos({
    ad: {
      title: "Škoda Octavia 2.0 TDI",
      make: "Škoda",
      model: "Octavia",
      year: 2018,
      price: 289000,
      mileageKm: 120000,
      powerKw: 110,
      fuelType: "diesel",
      transmission: "mt",
      source: "own",
      ...overrides,
    },
    photos: list,
  });
  return { ...row, photos: list };
}
