import "server-only";
import { and, eq, inArray, isNotNull, like, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { afterCommit, writeAds } from "./write";

// A dealer's own feed (issue 32, lib/import/dealer-feed.ts): a full feed archives the ads of that
// dealer's feed it no longer lists, and nothing else — never an ad the dealer placed by hand, never
// another seller's; and a feed that lists an ad again confirms it is still for sale, as the
// seller's answer to the "still for sale?" e-mail does (./mutations-freshness.ts). Its other
// writes are the import's (./mutations-import.ts).

/**
 * A feed confirms at most this often: a confirmation moves checked_at and so updated_date (the
 * search index re-reads the ad), and an hourly feed lists the same cars every hour.
 */
export const FEED_CONFIRM_AFTER_MS = 6 * 3600_000;

/**
 * The dealer's active ads among `ids` that the feed listed again: checked_at = now and any
 * "still for sale?" question answered (freshness_asked_at cleared), unless confirmed in the last
 * FEED_CONFIRM_AFTER_MS and not asked since. Answers how many it confirmed.
 */
export function confirmDealerFeedAds({
  sellerProfileId,
  ids,
}: {
  sellerProfileId: number;
  ids: number[];
}): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return writeAds(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ checkedAt: sql`now()`, freshnessAskedAt: null })
      .where(
        and(
          inArray(ads.id, ids),
          eq(ads.source, "own"),
          eq(ads.status, "active"),
          eq(ads.sellerProfileId, sellerProfileId),
          or(
            lt(ads.checkedAt, new Date(Date.now() - FEED_CONFIRM_AFTER_MS)),
            isNotNull(ads.freshnessAskedAt),
          ),
        ),
      )
      .returning({ id: ads.id });
    return { result: rows.length, ads: rows.map((r) => r.id) };
  });
}

/**
 * Archives the dealer's active feed ads (source 'own', this seller profile, a source id under the
 * dealer's prefix) whose source ids are not in `seen`; answers how many. They end as 'source_ended'.
 */
export async function archiveMissingDealerFeedAds({
  sellerProfileId,
  prefix,
  seen,
}: {
  sellerProfileId: number;
  prefix: string;
  seen: Set<string>;
}): Promise<number> {
  const db = getDb();
  const active = await db
    .select({ id: ads.id, sourceId: ads.sourceId })
    .from(ads)
    .where(feedAdsOf(sellerProfileId, prefix));
  const missing = active.filter((a) => !seen.has(a.sourceId!)).map((a) => a.id);
  const now = new Date();
  for (let i = 0; i < missing.length; i += 1000)
    await db
      .update(ads)
      .set({ status: "archived", endReason: "source_ended", endedAt: now })
      .where(
        and(
          inArray(ads.id, missing.slice(i, i + 1000)),
          eq(ads.status, "active"),
          eq(ads.sellerProfileId, sellerProfileId),
        ),
      );
  await afterCommit({ ads: missing });
  return missing.length;
}

/** The dealer's active feed ads: the set a full feed is compared with. */
export const feedAdsOf = (sellerProfileId: number, prefix: string) =>
  and(
    eq(ads.source, "own"),
    eq(ads.status, "active"),
    eq(ads.sellerProfileId, sellerProfileId),
    like(ads.sourceId, `${prefix.replace(/[\\%_]/g, "\\$&")}%`),
  );
