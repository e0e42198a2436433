import "server-only";
import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ads } from "@/lib/db/schema";
import { adListColumns, withCardPhotos } from "@/lib/ads/queries";
import { PAGE_SIZE, type AdListItem, type Paged } from "@/lib/ads/types";
import { MAX_PAGE, type Ordering, type SearchFilters } from "./schemas";

const ORDER_BY: Record<Ordering, SQL[]> = {
  update: [desc(ads.createdDate), desc(ads.id)],
  price: [asc(ads.price), asc(ads.id)],
  "-price": [desc(ads.price), desc(ads.id)],
  year: [asc(ads.year), asc(ads.id)],
  "-year": [desc(ads.year), desc(ads.id)],
  mileage_km: [sql`${ads.mileageKm} ASC NULLS LAST`, asc(ads.id)],
  "-mileage_km": [sql`${ads.mileageKm} DESC NULLS LAST`, desc(ads.id)],
};

/** Active ads matching the filters, one page of 20 and the total count. */
export async function searchAds(filters: SearchFilters): Promise<Paged<AdListItem>> {
  const db = getDb();
  const where = eq(ads.status, "active");
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ads)
    .where(where);
  if (filters.page > MAX_PAGE || (filters.page - 1) * PAGE_SIZE >= count) {
    return { results: [], count };
  }
  const rows = await db
    .select(adListColumns)
    .from(ads)
    .where(where)
    .orderBy(...ORDER_BY[filters.ordering])
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return { results: await withCardPhotos(rows), count };
}
