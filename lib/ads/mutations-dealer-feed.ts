import "server-only";
import { and, eq, inArray, like } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { afterCommit } from "./write";

// A dealer's own feed (issue 32, lib/import/dealer-feed.ts): a full feed archives the ads of that
// dealer's feed it no longer lists, and nothing else — never an ad the dealer placed by hand, never
// another seller's. Its other writes are the import's (./mutations-import.ts).

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
