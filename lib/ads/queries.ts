import "server-only";
import { and, asc, inArray, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adImages, ads } from "@/lib/db/schema";
import { toAdListItem, type AdListRow } from "./view";
import type { AdListItem } from "./types";

/** Card photos kept per ad in lists (5 on desktop; mobile shows 4 of them). */
export const CARD_PHOTOS = 5;

export const adListColumns = {
  id: ads.id,
  title: ads.title,
  make: ads.make,
  model: ads.model,
  generation: ads.generation,
  generationId: ads.generationId,
  price: ads.price,
  year: ads.year,
  mileageKm: ads.mileageKm,
  powerKw: ads.powerKw,
  transmission: ads.transmission,
  driveType: ads.driveType,
  fuelType: ads.fuelType,
  bodyType: ads.bodyType,
  condition: ads.condition,
  vatRefund: ads.vatRefund,
  locationName: ads.locationName,
  source: ads.source,
  sellerUserId: ads.sellerUserId,
  sellerProfileId: ads.sellerProfileId,
  status: ads.status,
  createdDate: ads.createdDate,
  realDate: ads.realDate,
};

/** Maps a page of ad rows to list items, loading their card photos in one query. */
export async function withCardPhotos(rows: AdListRow[]): Promise<AdListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const photos = await getDb()
    .select({ adId: adImages.adId, fullUrl: adImages.fullUrl, miniUrl: adImages.miniUrl })
    .from(adImages)
    .where(and(inArray(adImages.adId, ids), lt(adImages.position, CARD_PHOTOS)))
    .orderBy(asc(adImages.adId), asc(adImages.position));
  const byAd = new Map<number, typeof photos>();
  for (const p of photos) {
    const list = byAd.get(p.adId) ?? [];
    list.push(p);
    byAd.set(p.adId, list);
  }
  return rows.map((r) => toAdListItem(r, byAd.get(r.id) ?? []));
}
