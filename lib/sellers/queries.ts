import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { adListColumns, withCardPhotos } from "@/lib/ads/queries";
import { PAGE_SIZE, type AdListItem } from "@/lib/ads/types";
import { getDb } from "@/lib/db/client";
import { ads, sellerProfiles, type SellerProfileRow } from "@/lib/db/schema";
import type { SellerProfileView } from "./schemas";

export function toSellerProfileView(r: SellerProfileRow): SellerProfileView {
  return {
    id: r.id,
    display_name: r.displayName,
    avatar_url: r.avatarUrl,
    user_id: r.userId,
    location: r.location,
    location_link: r.locationLink,
    phone_number: r.phoneNumber,
    phone_verified: r.phoneVerified,
    contact_email: r.contactEmail,
  };
}

export async function getSellerProfileByUser({ userId }: { userId: string }): Promise<SellerProfileRow | null> {
  const [row] = await getDb().select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export type MyAdsStatus = "has_ads" | "no_ads" | "no_profile";
export interface MyAds {
  status: MyAdsStatus;
  ads: AdListItem[];
  count: number;
  current_user_seller_profile_id: number | null;
}

/** The signed-in seller's ads of every status but deleted, newest first, 20 per page. */
export async function getMyAds({ userId, page }: { userId: string; page: number }): Promise<MyAds> {
  const profile = await getSellerProfileByUser({ userId });
  if (!profile) return { status: "no_profile", ads: [], count: 0, current_user_seller_profile_id: null };
  const where = and(eq(ads.sellerProfileId, profile.id), ne(ads.status, "deleted"));
  const db = getDb();
  const [[{ count }], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(ads).where(where),
    db
      .select(adListColumns)
      .from(ads)
      .where(where)
      .orderBy(desc(ads.createdDate), desc(ads.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
  ]);
  return {
    status: count > 0 ? "has_ads" : "no_ads",
    ads: await withCardPhotos(rows),
    count,
    current_user_seller_profile_id: profile.id,
  };
}
