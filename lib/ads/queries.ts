import "server-only";
import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { prepared } from "@/lib/infra/db/prepared";
import { adImages, ads, sellerProfiles } from "@/lib/infra/db/schema";
import { listAdCards } from "./cards";
import type { AdListItem } from "./types";

/** The seller fields an ad page shows (public ones only: no phone or e-mail). */
const adSellerColumns = {
  id: sellerProfiles.id,
  displayName: sellerProfiles.displayName,
  avatarUrl: sellerProfiles.avatarUrl,
  userId: sellerProfiles.userId,
  location: sellerProfiles.location,
  isDealer: sellerProfiles.isDealer,
  ico: sellerProfiles.ico,
  phoneVerified: sellerProfiles.phoneVerified,
  createdAt: sellerProfiles.createdAt,
  // the "Bezpečný nákup" panel's "N aktivních inzerátů" (columns qualified by hand: a correlated
  // subquery, where drizzle would print the outer table's columns bare)
  activeAds: sql<number>`(SELECT count(*)::int FROM ads a WHERE a.seller_profile_id = seller_profiles.id AND a.status = 'active')`,
};
export interface AdSellerRow {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  /** null = anonymised imported seller */
  userId: string | null;
  location: string | null;
  isDealer: boolean;
  ico: string | null;
  phoneVerified: boolean;
  createdAt: Date;
  activeAds: number;
}

const adPhotoColumns = {
  fullUrl: adImages.fullUrl,
  miniUrl: adImages.miniUrl,
  width: adImages.width,
  height: adImages.height,
};

/** One ad of any status with its photos in order and its seller; null when there is none. */
const adRowById = prepared((db) =>
  db
    .select()
    .from(ads)
    .where(eq(ads.id, sql.placeholder("id")))
    .limit(1)
    .prepare("ad_row_by_id"),
);
const adPhotosById = prepared((db) =>
  db
    .select(adPhotoColumns)
    .from(adImages)
    .where(eq(adImages.adId, sql.placeholder("id")))
    .orderBy(asc(adImages.position))
    .prepare("ad_photos_by_id"),
);
const adSellerById = prepared((db) =>
  db
    .select(adSellerColumns)
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, sql.placeholder("id")))
    .limit(1)
    .prepare("ad_seller_by_id"),
);

export async function getAdById({ id }: { id: number }) {
  const [row] = await adRowById().execute({ id });
  if (!row) return null;
  const [images, [seller]] = await Promise.all([
    adPhotosById().execute({ id }),
    row.sellerProfileId ? adSellerById().execute({ id: row.sellerProfileId }) : [],
  ]);
  return { row, images, seller: (seller ?? null) as AdSellerRow | null };
}

const adStatusById = prepared((db) =>
  db
    .select({ status: ads.status, sellerProfileId: ads.sellerProfileId })
    .from(ads)
    .where(eq(ads.id, sql.placeholder("id")))
    .limit(1)
    .prepare("ad_status_by_id"),
);

/**
 * Just the status and seller of an ad (the proxy's look-up for the 404 and 410 answers, whose
 * seller reads an archived ad with 200); null when there is none.
 */
export async function getAdStatus({
  id,
}: {
  id: number;
}): Promise<{ status: string; sellerProfileId: number | null } | null> {
  const [row] = await adStatusById().execute({ id });
  return row ?? null;
}

/** Similar ads shown for an archived one: at most this many. */
export const SIMILAR_ADS = 8;

/**
 * Active ads of the same make, model and generation first, then of the same make and model,
 * newest first; never the ad itself.
 */
export async function getSimilarAds({
  make,
  model,
  generationId,
  excludeId,
}: {
  make: string;
  model: string;
  generationId: number | null;
  excludeId: number;
}): Promise<AdListItem[]> {
  const base = and(
    eq(ads.status, "active"),
    eq(ads.make, make),
    eq(ads.model, model),
    ne(ads.id, excludeId),
  );
  const newest = [sql`${ads.createdDate} DESC NULLS LAST`, sql`${ads.id} DESC NULLS LAST`];
  const pick = (where: SQL | undefined, limit: number) =>
    listAdCards({ where, orderBy: newest, limit });
  const sameGeneration =
    generationId === null
      ? []
      : await pick(and(base, eq(ads.generationId, generationId)), SIMILAR_ADS);
  const seen = sameGeneration.map((r) => r.id);
  const rest =
    sameGeneration.length < SIMILAR_ADS
      ? await pick(
          seen.length ? and(base, notInArray(ads.id, seen)) : base,
          SIMILAR_ADS - sameGeneration.length,
        )
      : [];
  return [...sameGeneration, ...rest];
}

/** The Czech description of an ad (translation jobs); null when the ad is gone. */
export async function getAdDescription({ id }: { id: number }) {
  const [row] = await getDb()
    .select({ descCz: ads.descCz })
    .from(ads)
    .where(and(eq(ads.id, id), ne(ads.status, "deleted")))
    .limit(1);
  return row ?? null;
}

/**
 * Ids of live ads (active or sold) with a Czech description, oldest first; `missingOnly` keeps
 * those lacking the English or the Russian translation.
 */
export async function getAdsToTranslate({
  missingOnly,
}: {
  missingOnly: boolean;
}): Promise<number[]> {
  const rows = await getDb()
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        inArray(ads.status, ["active", "sold"]),
        sql`coalesce(trim(${ads.descCz}), '') <> ''`,
        missingOnly
          ? sql`(coalesce(trim(${ads.descEn}), '') = '' OR coalesce(trim(${ads.descRu}), '') = '')`
          : undefined,
      ),
    )
    .orderBy(asc(ads.id));
  return rows.map((r) => r.id);
}
