import "server-only";
import { cache } from "react";
import { PAGE_SIZE, type AdListItem, type Paged } from "@/lib/ads/types";
import { getPublicSellerProfile, getSellerAds } from "./queries";
import { pageSchema, profileIdSchema, type PublicSellerProfile } from "./schemas";

export interface SellerPageData {
  profile: PublicSellerProfile;
  page: number;
  pages: number;
  /** null when the list failed to load (the page still shows the profile) */
  ads: Paged<AdListItem> | null;
}

/** Everything /sellers/{id}?page= renders, or null for an invalid or unknown id; once per request. */
export const getSellerPageData = cache(
  async (rawId: string, rawPage: string | undefined): Promise<SellerPageData | null> => {
    const id = profileIdSchema.safeParse(rawId);
    if (!id.success) return null;
    const profile = await getPublicSellerProfile({ id: id.data });
    if (!profile) return null;
    const page = pageSchema.parse(rawPage);
    const ads = await getSellerAds({ sellerId: profile.id, page, count: profile.ads_count }).catch(
      (err: unknown) => {
        console.error("[sellers] ads list failed:", err);
        return null;
      },
    );
    return { profile, page, pages: Math.ceil(profile.ads_count / PAGE_SIZE), ads };
  },
);
