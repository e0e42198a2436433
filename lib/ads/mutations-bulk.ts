import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { bulkInsert, type BulkColumn } from "@/lib/infra/db/bulk";
import { getDb, rawTransaction, type Db } from "@/lib/infra/db/client";
import { ads, type NewAdRow } from "@/lib/infra/db/schema";
import { defaultValue, FIELD_NAMES, fieldSpec, snake } from "./fields";
import { withPlace } from "./place";
import { afterCommit } from "./write";
import { updateAd, type Actor, type AdPhoto } from "./mutations";
import { archiveAd, renewAd } from "./mutations-status";
import { AppError } from "@/lib/infra/errors";
import { bulkNewPrice, type BulkRequest, type BulkResult } from "@/lib/sellers/bulk";

// The bulk writes of ads (demo seeding, imports): many rows per statement, no per-ad checks.
// Kept beside the other lib/ads/mutations*.ts files, the only modules allowed to write ads and ad_images.

/** An ad row with its dates chosen by the caller (imported or generated history). */
export type BulkAd = NewAdRow & { createdDate: Date; updatedDate: Date };

const col = <K extends keyof BulkAd>(name: string, type: string, key: K): BulkColumn<BulkAd> => ({
  name,
  type,
  value: (r) => r[key],
});
const SQL_TYPES = {
  int: "int",
  bool: "bool",
  text: "text",
  enum: "text",
  float: "float8",
  month: "text",
  set: "text[]",
} as const;
const AD_COLUMNS: BulkColumn<BulkAd>[] = [
  // the declared fields (./fields.ts), then the server's own columns
  ...FIELD_NAMES.map((k): BulkColumn<BulkAd> => ({
    name: snake(k),
    type: SQL_TYPES[fieldSpec(k).type],
    // the column's default where the row gives none (an insert of a null would not get it)
    value: (r) => r[k] ?? defaultValue(k),
  })),
  col("status", "text", "status"),
  col("source", "text", "source"),
  col("source_link", "text", "sourceLink"),
  col("source_id", "text", "sourceId"),
  col("seller_profile_id", "int", "sellerProfileId"),
  col("seller_user_id", "text", "sellerUserId"),
  col("real_date", "timestamptz", "realDate"),
  col("created_date", "timestamptz", "createdDate"),
  col("updated_date", "timestamptz", "updatedDate"),
  // why and when it ended (issue 32): the demo's ended ads
  col("end_reason", "text", "endReason"),
  col("ended_at", "timestamptz", "endedAt"),
  // last confirmed for sale (issue 15): as given, else when the ad was last updated
  { name: "checked_at", type: "timestamptz", value: (r) => r.checkedAt ?? r.updatedDate },
];
type PhotoRow = AdPhoto & { adId: number; position: number };
const PHOTO_COLUMNS: BulkColumn<PhotoRow>[] = [
  { name: "ad_id", type: "int", value: (r) => r.adId },
  { name: "position", type: "int", value: (r) => r.position },
  { name: "full_url", type: "text", value: (r) => r.fullUrl },
  { name: "mini_url", type: "text", value: (r) => r.miniUrl },
  { name: "width", type: "int", value: (r) => r.width },
  { name: "height", type: "int", value: (r) => r.height },
  { name: "storage_key", type: "text", value: (r) => r.storageKey },
  { name: "source_url", type: "text", value: (r) => r.sourceUrl },
  { name: "phash", type: "bigint", value: (r) => r.phash?.toString() },
];

type HistoryRow = { adId: number; price: number; changedAt: Date };
const HISTORY_COLUMNS: BulkColumn<HistoryRow>[] = [
  { name: "ad_id", type: "int", value: (r) => r.adId },
  { name: "price", type: "int", value: (r) => r.price },
  { name: "changed_at", type: "timestamptz", value: (r) => r.changedAt },
];

/** An ad's whole price history, oldest first; the last price must be the ad's own. */
export type BulkPriceHistory = { price: number; changedAt: Date }[];

/**
 * Inserts ads with their photos, in one transaction (so the ad_images trigger keeps the dates
 * given); answers the new ids in the order of `batch`. An ad given a `history` gets it in place of
 * the single row the insert trigger wrote (imported or generated earlier prices).
 */
export async function insertAdsBulk(
  batch: { ad: BulkAd; photos: AdPhoto[]; history?: BulkPriceHistory | null }[],
): Promise<number[]> {
  const ids = await rawTransaction(async (query) => {
    const inserted = (await bulkInsert(
      "ads",
      AD_COLUMNS,
      batch.map((b) => withPlace(b.ad)),
      "id",
      query,
    )) as { id: number }[];
    const photos = inserted.flatMap(({ id }, i) =>
      batch[i].photos.map((p, position) => ({ ...p, adId: id, position })),
    );
    await bulkInsert("ad_images", PHOTO_COLUMNS, photos, undefined, query);
    const history = inserted.flatMap(({ id }, i) =>
      (batch[i].history ?? []).map((h) => ({ ...h, adId: id })),
    );
    if (history.length) {
      const ids = [...new Set(history.map((h) => h.adId))];
      await query("DELETE FROM ad_price_history WHERE ad_id = ANY($1::int[])", [ids]);
      await bulkInsert("ad_price_history", HISTORY_COLUMNS, history, undefined, query);
    }
    return inserted.map((r) => r.id);
  });
  await afterCommit({ ads: "all" });
  return ids;
}

/** Hands these ads to a seller (the demo accounts take some generated ones). */
export async function assignAdsToSeller(
  db: Db,
  {
    ids,
    sellerProfileId,
    sellerUserId,
    locationName,
  }: {
    ids: number[];
    sellerProfileId: number;
    sellerUserId: string | null;
    locationName: string | null;
  },
) {
  if (ids.length === 0) return;
  await db
    .update(ads)
    .set(withPlace({ sellerProfileId, sellerUserId, locationName }))
    .where(inArray(ads.id, ids));
  await afterCommit({ ads: "all" });
}

/** Removes every ad with its photos, favourites and views (a demo reset). */
export async function deleteAllAds(db: Db = getDb()) {
  await db.execute(sql`TRUNCATE ads, ad_images, favorites, ad_views RESTART IDENTITY CASCADE`);
  await afterCommit({ ads: "all" });
}

/**
 * "Moje inzeráty" bulk actions (issue 32): archive with the seller's reason, renew, or change the
 * price by an amount or a percent, on up to 100 of the seller's own ads. Decision: one result per
 * id, in the order given, rather than refusing the whole request: an id that is not one of
 * `sellerProfileId`'s ads (another seller's, missing or deleted) is `not_yours` and untouched, the
 * others go ahead. Each ad goes through the single-ad mutation a seller's own action uses
 * (archiveAd, renewAd, updateAd: the same checks, price history by the ads trigger, checked_at,
 * the write pipeline's effects: search index, page cache, car matching), so a bulk change is
 * exactly a series of single edits. A new price is refused per ad when it is ≤ 0 or outside the
 * limits a single edit keeps (lib/sellers/bulk.ts bulkNewPrice).
 */
export async function applyBulkAction({
  actor,
  sellerProfileId,
  request,
}: {
  actor: Actor;
  /** the actor's own seller profile; null: no ad is theirs */
  sellerProfileId: number | null;
  request: BulkRequest;
}): Promise<{ results: BulkResult[] }> {
  const { action, ids } = request;
  const rows =
    sellerProfileId === null
      ? []
      : await getDb()
          .select({ id: ads.id, price: ads.price, status: ads.status })
          .from(ads)
          .where(
            and(
              inArray(ads.id, ids),
              eq(ads.sellerProfileId, sellerProfileId),
              ne(ads.status, "deleted"),
            ),
          );
  const own = new Map(rows.map((r) => [r.id, r]));
  const results: BulkResult[] = [];
  for (const id of ids) {
    const ad = own.get(id);
    if (!ad) {
      results.push({ id, ok: false, code: "not_yours" });
      continue;
    }
    try {
      if (action === "archive") {
        await archiveAd({ id, actor, endReason: request.reason });
        results.push({ id, ok: true, status: "archived" });
      } else if (action === "renew") {
        const renewed = await renewAd({ id, actor });
        results.push({ id, ok: true, status: renewed.status });
      } else {
        const { price, problem } = bulkNewPrice(ad.price, request.price!);
        if (problem) {
          results.push({ id, ok: false, code: problem, price });
          continue;
        }
        await updateAd({ id, actor, changes: { price } });
        results.push({ id, ok: true, status: ad.status, old_price: ad.price, price });
      }
    } catch (err) {
      if (!(err instanceof AppError)) console.error(`[my-ads] bulk ${action} of ad ${id}:`, err);
      const code =
        err instanceof AppError && err.status === 404
          ? "not_yours"
          : action === "renew" && err instanceof AppError && err.status === 403
            ? "renew_refused"
            : "failed";
      results.push({ id, ok: false, code });
    }
  }
  return { results };
}
