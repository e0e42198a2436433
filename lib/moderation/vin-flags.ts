import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adReports, ads } from "@/lib/infra/db/schema";

// "VIN first" (issue 14): an active VIN that another seller's active ad already carries is a
// common scam pattern (a real car's details copied into a fake ad). The seller is not blocked;
// the ad is put in front of the admins (the /admin queue) as a system flag with the other ads.

/**
 * Flags the ad when its VIN is in another seller's active ad; returns the other ads' ids.
 * Never throws: a failed check must not fail the publish or the edit that called it.
 */
export async function flagDuplicateVin(adId: number): Promise<number[]> {
  try {
    const db = getDb();
    const [ad] = await db
      .select({ vin: ads.vinNumber, seller: ads.sellerProfileId, status: ads.status })
      .from(ads)
      .where(eq(ads.id, adId))
      .limit(1);
    if (!ad?.vin || ad.status !== "active") return [];
    const others = await db
      .select({ id: ads.id })
      .from(ads)
      .where(
        and(
          eq(ads.vinNumber, ad.vin),
          eq(ads.status, "active"),
          ne(ads.id, adId),
          sql`${ads.sellerProfileId} IS DISTINCT FROM ${ad.seller}`,
        ),
      )
      .orderBy(ads.id)
      .limit(20);
    if (others.length === 0) return [];
    const otherAdIds = others.map((o) => o.id);
    await db
      .insert(adReports)
      .values({
        adId,
        reason: "duplicate_vin",
        details: { vin: ad.vin, other_ad_ids: otherAdIds },
      })
      .onConflictDoNothing();
    return otherAdIds;
  } catch (err) {
    console.error(`[moderation] the duplicate-VIN check of ad ${adId} failed:`, err);
    return [];
  }
}
