import "server-only";
import { and, asc, inArray, ne } from "drizzle-orm";
import { toCarAd } from "@/lib/ads/view";
import type { CarAd } from "@/lib/ads/types";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads } from "@/lib/infra/db/schema";

/**
 * The ads of a comparison in the order of `ids`, with their photos; deleted and missing ones are
 * left out (`missing` counts them), archived ones come with `archived: true`.
 */
export async function getCompareAds({ ids }: { ids: number[] }) {
  const db = getDb();
  const [rows, images] = await Promise.all([
    db
      .select()
      .from(ads)
      .where(and(inArray(ads.id, ids), ne(ads.status, "deleted"))),
    db
      .select({ adId: adImages.adId, fullUrl: adImages.fullUrl, miniUrl: adImages.miniUrl })
      .from(adImages)
      .where(inArray(adImages.adId, ids))
      .orderBy(asc(adImages.adId), asc(adImages.position)),
  ]);
  const found = ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row
      ? [
          toCarAd(
            row,
            images.filter((i) => i.adId === id),
          ),
        ]
      : [];
  });
  return { ads: found as CarAd[], missing: ids.length - found.length };
}
