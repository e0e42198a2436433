import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { toCarAd } from "@/lib/ads/view";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads, priceRatings } from "@/lib/infra/db/schema";
import type { CompareAd } from "./rows";

/**
 * The ads of a comparison in the order of `ids`, with their photos and, for active ones, their
 * price rating (read with the ads, in the same query); deleted and missing ones are left out
 * (`missing` counts them), archived ones come with `archived: true`.
 */
export async function getCompareAds({ ids }: { ids: number[] }) {
  const db = getDb();
  const [rows, images] = await Promise.all([
    db
      .select({ ad: ads, label: priceRatings.label, estimate: priceRatings.estimate })
      .from(ads)
      // a rating left on an ad no longer active (until the next run removes it) is not shown
      .leftJoin(priceRatings, and(eq(priceRatings.adId, ads.id), eq(ads.status, "active")))
      .where(and(inArray(ads.id, ids), ne(ads.status, "deleted"))),
    db
      .select({ adId: adImages.adId, fullUrl: adImages.fullUrl, miniUrl: adImages.miniUrl })
      .from(adImages)
      .where(inArray(adImages.adId, ids))
      .orderBy(asc(adImages.adId), asc(adImages.position)),
  ]);
  const found = ids.flatMap((id): CompareAd[] => {
    const row = rows.find((r) => r.ad.id === id);
    if (!row) return [];
    const ad = toCarAd(
      row.ad,
      images.filter((i) => i.adId === id),
    );
    return [
      {
        ...ad,
        price_rating: row.label ? { label: row.label, estimate: row.estimate } : null,
      },
    ];
  });
  return { ads: found, missing: ids.length - found.length };
}
