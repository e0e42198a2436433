import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/infra/errors";
import { CARS_LOCK } from "@/lib/cars/rules";
import { getDb, rawQuery, type RawQuery } from "@/lib/infra/db/client";
import { ads, carSplits } from "@/lib/infra/db/schema";

// The car a listing shows (ads.car_id, ARCHITECTURE.md §4.17): as lib/cars' matching decided it, inside
// its transaction, and an admin's split of a listing from its car. Only differing values are written: a write moves updated_date (the ads
// trigger), which the search index and the page cache read as a change of the ad. The caller
// tells them (adsChanged) after commit.

export async function writeCarIds(query: RawQuery, rows: { id: number; carId: number | null }[]) {
  if (rows.length === 0) return;
  await query(
    `UPDATE ads SET car_id = v.car_id
       FROM unnest($1::int[], $2::int[]) AS v(id, car_id)
      WHERE ads.id = v.id AND ads.car_id IS DISTINCT FROM v.car_id`,
    [rows.map((r) => r.id), rows.map((r) => r.carId)],
  );
}

/**
 * Perceptual hashes for stored photos that had none (lib/cars/backfill.ts); the caller matches
 * their ads after (adsChanged).
 */
export async function writePhotoHashes(rows: { id: number; hash: bigint }[]) {
  if (rows.length === 0) return;
  await rawQuery(
    `UPDATE ad_images SET phash = v.h FROM unnest($1::int[], $2::bigint[]) AS v(id, h)
      WHERE ad_images.id = v.id AND ad_images.phash IS NULL`,
    [rows.map((r) => r.id), rows.map((r) => r.hash.toString())],
  );
}

/** What a split left: the listing alone, and the car of the others (null when one remains). */
export interface CarSplit {
  id: number;
  others: number[];
  car_id: number | null;
}

/**
 * The writes of an admin's split of a listing from its car (lib/cars/split.ts tells the readers
 * after), in one transaction: a car_splits row against every other member (lower id first), the
 * listing's car_id null, the others' car_id their lowest id (null when one remains), an audit
 * entry "car.split". 404 for an unknown or deleted ad, 409 conflict for a listing in no car.
 */
export function writeCarSplit({
  adId,
  adminUserId,
}: {
  adId: number;
  adminUserId: string;
}): Promise<CarSplit> {
  return getDb().transaction(async (tx) => {
    // the matching's lock: a split never interleaves with a merge of the same car
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${CARS_LOCK}))`);
    const [ad] = await tx
      .select({ carId: ads.carId, status: ads.status })
      .from(ads)
      .where(eq(ads.id, adId))
      .for("update");
    if (!ad || ad.status === "deleted") throw new AppError("not_found", "Ad not found.");
    if (ad.carId === null) throw new AppError("conflict", "This ad is not part of a car.");
    const members = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(eq(ads.carId, ad.carId))
      .orderBy(asc(ads.id))
      .for("update");
    const others = members.map((m) => m.id).filter((id) => id !== adId);
    if (others.length > 0)
      await tx
        .insert(carSplits)
        .values(
          others.map((o) => ({
            adId: Math.min(adId, o),
            otherAdId: Math.max(adId, o),
            decidedBy: adminUserId,
          })),
        )
        .onConflictDoNothing();
    await tx.update(ads).set({ carId: null }).where(eq(ads.id, adId));
    const carId = others.length > 1 ? others[0] : null;
    if (others.length > 0) await tx.update(ads).set({ carId }).where(inArray(ads.id, others));
    await recordAdminAction(tx, {
      actorUserId: adminUserId,
      action: "car.split",
      target: `ad:${adId}`,
      details: { before: { car_id: ad.carId }, after: { car_id: null }, others, car_id: carId },
    });
    return { id: adId, others, car_id: carId };
  });
}
