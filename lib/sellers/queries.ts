import "server-only";
import { cache } from "react";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { listAdCards } from "@/lib/ads/cards";
import { PAGE_SIZE, type AdListItem, type Paged } from "@/lib/ads/types";
import { getDb } from "@/lib/infra/db/client";
import { ads, sellerProfiles, type SellerProfileRow } from "@/lib/infra/db/schema";
import type { PublicSellerProfile, SellerProfileView, SimplifiedSellerProfile } from "./schemas";

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
    is_dealer: r.isDealer,
    ico: r.isDealer ? r.ico : null,
  };
}

// The seller page lists only what a buyer can still buy: active ads. Sold ones are not offers
// (the count reads "N nabídek"), and the page, its count and the sitemap agree on one set.
const activeAdsOf = (sellerId: number) =>
  and(eq(ads.sellerProfileId, sellerId), eq(ads.status, "active"));
const newestFirst = [desc(ads.createdDate), desc(ads.id)];

const loadPublicProfile = cache(async (id: number): Promise<PublicSellerProfile | null> => {
  const [row] = await getDb()
    .select({
      id: sellerProfiles.id,
      display_name: sellerProfiles.displayName,
      avatar_url: sellerProfiles.avatarUrl,
      user_id: sellerProfiles.userId,
      location: sellerProfiles.location,
      location_link: sellerProfiles.locationLink,
      phone_verified: sellerProfiles.phoneVerified,
      is_dealer: sellerProfiles.isDealer,
      ico: sql<string | null>`CASE WHEN ${sellerProfiles.isDealer} THEN ${sellerProfiles.ico} END`,
      ads_count: sql<number>`(SELECT count(*)::int FROM ${ads} WHERE ${activeAdsOf(id)})`,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, id));
  return row ?? null;
});

/** The public face of a seller profile with its active ad count (one query per request). */
export const getPublicSellerProfile = ({ id }: { id: number }) => loadPublicProfile(id);

export async function sellerProfileExists({ id }: { id: number }): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, id))
    .limit(1);
  return row !== undefined;
}

export async function getSimplifiedSellerProfile({
  id,
}: {
  id: number;
}): Promise<SimplifiedSellerProfile | null> {
  const [row] = await getDb()
    .select({
      display_name: sellerProfiles.displayName,
      avatar_url: sellerProfiles.avatarUrl,
      user_id: sellerProfiles.userId,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, id));
  return row ?? null;
}

/** One page (20, newest first) of a seller's active ads; `count` is given when the caller knows it. */
export async function getSellerAds({
  sellerId,
  page,
  count,
}: {
  sellerId: number;
  page: number;
  count?: number;
}): Promise<Paged<AdListItem>> {
  const db = getDb();
  const [total, rows] = await Promise.all([
    count ?? db.$count(ads, activeAdsOf(sellerId)),
    listAdCards({
      where: activeAdsOf(sellerId),
      orderBy: newestFirst,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
  ]);
  return { results: rows, count: total };
}

export async function getSellerProfileByUser({
  userId,
}: {
  userId: string;
}): Promise<SellerProfileRow | null> {
  const [row] = await getDb()
    .select()
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, userId))
    .limit(1);
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
  if (!profile)
    return { status: "no_profile", ads: [], count: 0, current_user_seller_profile_id: null };
  const where = and(eq(ads.sellerProfileId, profile.id), ne(ads.status, "deleted"));
  const db = getDb();
  const [[{ count }], rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(ads)
      .where(where),
    listAdCards({ where, orderBy: newestFirst, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  return {
    status: count > 0 ? "has_ads" : "no_ads",
    ads: rows,
    count,
    current_user_seller_profile_id: profile.id,
  };
}
