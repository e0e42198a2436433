import "server-only";
import { cache } from "react";
import { AppError } from "@/lib/infra/errors";
import { getPriceRating } from "@/lib/pricing/store";
import { toApiRating, type ApiPriceRating, type PriceRating } from "@/lib/pricing/types";
import { getAdById, getSimilarAds, type AdSellerRow } from "./queries";
import type { AdListItem, ArchivedAdBody, CarAd } from "./types";
import { toCarAd } from "./view";

export interface AdPhoto {
  full: string;
  mini: string;
  width: number | null;
  height: number | null;
}

/** The seller as the ad page shows it: public fields only. */
export interface AdSeller {
  id: number;
  display_name: string;
  avatar_url: string | null;
  /** null = anonymised imported seller: no contact through us */
  user_id: string | null;
  location: string | null;
  is_dealer: boolean;
  /** a dealer's company number (IČO); null when not given or not a dealer */
  ico?: string | null;
  /** the seller's phone number was verified by an SMS code */
  phone_verified: boolean;
  /** on Vozovna since (the profile's creation, ISO) */
  since: string;
  /** the seller's active ads, this one included */
  active_ads: number;
}

export type AdDetail =
  | { kind: "missing" }
  | {
      kind: "archived";
      ad: CarAd;
      originalAd: ArchivedAdBody["originalAd"];
      similarAds: AdListItem[];
    }
  | {
      kind: "ad";
      ad: CarAd;
      photos: AdPhoto[];
      seller: AdSeller | null;
      /** an active ad's price rating (lib/pricing); null: none yet, or the ad is not for sale */
      rating: PriceRating | null;
    };

const toSeller = (s: AdSellerRow): AdSeller => ({
  id: s.id,
  display_name: s.displayName,
  avatar_url: s.avatarUrl,
  user_id: s.userId,
  location: s.location,
  is_dealer: s.isDealer,
  ico: s.isDealer ? s.ico : null,
  phone_verified: s.phoneVerified,
  since: s.createdAt.toISOString(),
  active_ads: Number(s.activeAds),
});

/**
 * What /ads/cars/{id} shows, for the page and the API alike: a missing or deleted ad is missing
 * (404), an archived one comes with similar ads (410), any other status is the ad (sold ones too).
 * Cached per request: the page's metadata and body share one read.
 */
export const loadAdDetail = cache(async (id: number): Promise<AdDetail> => {
  const [found, rating] = await Promise.all([getAdById({ id }), getPriceRating(id)]);
  if (!found || found.row.status === "deleted") return { kind: "missing" };
  const { row, images, seller } = found;
  const ad = toCarAd(row, images);
  if (row.status === "archived") {
    const similarAds = await getSimilarAds({
      make: row.make,
      model: row.model,
      generationId: row.generationId,
      excludeId: row.id,
    });
    return {
      kind: "archived",
      ad,
      originalAd: {
        make: row.make,
        model: row.model,
        year: row.year,
        generation_id: row.generationId,
      },
      similarAds,
    };
  }
  const photos = images.map((i) => ({
    full: i.fullUrl,
    mini: i.miniUrl,
    width: i.width,
    height: i.height,
  }));
  return {
    kind: "ad",
    ad,
    photos,
    seller: seller ? toSeller(seller) : null,
    rating: row.status === "active" ? rating : null,
  };
});

/**
 * GET /api/ads/cars/{id}/: the car ad with its price rating (`price_rating`, README "Price
 * rating"), or the 404 / 410 error (the 410 with similar ads).
 */
export async function getPublicCarAd(
  id: number,
): Promise<CarAd & { price_rating: ApiPriceRating | null }> {
  const detail = await loadAdDetail(id);
  if (detail.kind === "missing") throw new AppError("not_found", "Ad not found.");
  if (detail.kind === "archived") {
    const { originalAd, similarAds } = detail;
    throw new AppError("gone", "This ad has been archived.", undefined, { originalAd, similarAds });
  }
  return { ...detail.ad, price_rating: detail.rating && toApiRating(detail.rating) };
}
