// Small, explicit test data written straight to the database.
import { adImages, ads, sellerProfiles, users, type NewAdRow } from "@/lib/db/schema";
import { getDb } from "@/lib/db/client";

let counter = 0;

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  counter++;
  const [row] = await getDb()
    .insert(users)
    .values({ id: `u${counter}-${Date.now()}`, name: `User ${counter}`, email: `user${counter}-${Date.now()}@example.test`, ...overrides })
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

export async function createAd(overrides: Partial<NewAdRow> = {}, photos = 0) {
  const [row] = await getDb()
    .insert(ads)
    .values({
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
    })
    .returning();
  if (photos > 0) {
    await getDb()
      .insert(adImages)
      .values(
        Array.from({ length: photos }, (_, i) => ({
          adId: row.id,
          position: i,
          fullUrl: `/media/t/${row.id}-${i}.webp`,
          miniUrl: `/media/t/${row.id}-${i}-mini.webp`,
        })),
      );
  }
  return row;
}
