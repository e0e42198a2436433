import "server-only";
import { asc, count, desc, inArray, isNotNull, max, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import type { Page } from "@/lib/moderation/types";
import type { CarCluster, ClusterListing } from "./types";

const inCar = isNotNull(ads.carId);
const listedAt = sql<Date>`coalesce(${ads.realDate}, ${ads.createdDate})`.mapWith(ads.createdDate);

/** Why each listing is in its car: a VIN another member shares, else its photos. */
function withMatch(rows: Omit<ClusterListing, "match">[]): ClusterListing[] {
  const vins = new Map<string, number>();
  for (const r of rows) if (r.vin) vins.set(r.vin, (vins.get(r.vin) ?? 0) + 1);
  return rows.map((r) => ({ ...r, match: r.vin && vins.get(r.vin)! > 1 ? "vin" : "photos" }));
}

/**
 * The admin's "Vozy" tab: cars with two or more listings (any status), the newest change of a
 * listing first, `size` a page, with their listings (three queries whatever the page).
 */
export async function listCarClusters({
  page,
  size,
}: {
  page: number;
  size: number;
}): Promise<Page<CarCluster>> {
  const db = getDb();
  const changed = max(ads.updatedDate).mapWith(ads.updatedDate);
  const cars = await db
    .select({ carId: ads.carId, changed })
    .from(ads)
    .where(inCar)
    .groupBy(ads.carId)
    .having(sql`count(*) > 1`)
    .orderBy(desc(changed), desc(ads.carId))
    .limit(size)
    .offset((page - 1) * size);
  const grouped = db
    .select({ carId: ads.carId })
    .from(ads)
    .where(inCar)
    .groupBy(ads.carId)
    .having(sql`count(*) > 1`)
    .as("grouped");
  const [{ total }] = await db.select({ total: count() }).from(grouped);
  const ids = cars.map((c) => c.carId!);
  const rows = ids.length
    ? await db
        .select({
          carId: ads.carId,
          id: ads.id,
          source: ads.source,
          title: ads.title,
          price: ads.price,
          status: ads.status,
          vin: ads.vinNumber,
          mileage_km: ads.mileageKm,
          listedAt,
        })
        .from(ads)
        .where(inArray(ads.carId, ids))
        .orderBy(asc(ads.id))
    : [];
  const results = cars.map((c) => ({
    car_id: c.carId!,
    changed_at: c.changed.toISOString(),
    listings: withMatch(
      rows
        .filter((r) => r.carId === c.carId)
        .map(({ carId: _car, listedAt: at, ...r }) => ({ ...r, listed_at: at.toISOString() })),
    ),
  }));
  return { results, count: total };
}
