import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { importRuns, sellerFeeds, sellerProfiles } from "@/lib/infra/db/schema";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import type { FeedFormat } from "@/lib/enums";
import { DEALER_FEED_MAX_BYTES } from "./dealer-feed-access";
import { runDealerFeed } from "./dealer-feed";
import { fetchStream, type FetchLimits } from "./fetch";

// A dealer's feed URL (issue 32, "Dealers"): stored in the profile's feed section, fetched through
// the import's SSRF guard within the byte cap, and applied hourly (at :45) as a full feed by the
// periodic task below; a feed that cannot be fetched is a failed run in the dealer's list.

/** A feed URL's text, through the SSRF guard, within the byte cap. */
export async function fetchDealerFeed(url: string, limits?: Partial<FetchLimits>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of fetchStream(url, {
    maxBytes: DEALER_FEED_MAX_BYTES,
    timeoutMs: 2 * 60_000,
    maxRedirects: 3,
    ...limits,
  }))
    chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** The dealer's stored feed (URL, format), or null. */
export async function getSellerFeed(profileId: number) {
  const [row] = await getDb()
    .select()
    .from(sellerFeeds)
    .where(eq(sellerFeeds.sellerProfileId, profileId))
    .limit(1);
  return row ?? null;
}

/** Stores the dealer's feed URL and format (one per dealer). */
export async function saveSellerFeed(
  profileId: number,
  feed: { url: string | null; format: FeedFormat; enabled: boolean },
) {
  const [row] = await getDb()
    .insert(sellerFeeds)
    .values({ sellerProfileId: profileId, ...feed })
    .onConflictDoUpdate({
      target: sellerFeeds.sellerProfileId,
      set: { ...feed, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** Every enabled dealer URL feed with its dealer (the hourly task). */
export async function listUrlFeeds() {
  const rows = await getDb()
    .select({ feed: sellerFeeds, profile: sellerProfiles })
    .from(sellerFeeds)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, sellerFeeds.sellerProfileId))
    .where(eq(sellerFeeds.enabled, true));
  return rows.filter(
    (r) => r.feed.url && r.profile.userId && r.profile.isDealer && r.profile.phoneVerified,
  );
}

/** Fetches and applies each dealer's URL feed (a full feed); a failing one does not stop the rest. */
export async function runDealerUrlFeeds(limits?: Partial<FetchLimits>) {
  for (const { feed, profile } of await listUrlFeeds()) {
    const dealer = { profileId: profile.id, userId: profile.userId!, name: profile.displayName };
    const url = feed.url!;
    await getDb()
      .update(sellerFeeds)
      .set({ lastFetchedAt: new Date() })
      .where(eq(sellerFeeds.id, feed.id));
    let text: string;
    try {
      text = await fetchDealerFeed(url, limits);
    } catch (err) {
      // a feed that cannot be fetched is a failed run the dealer sees in the list
      const message = err instanceof Error ? err.message : String(err);
      console.error(`[dealer-feed] ${profile.id} ${url} not fetched:`, message);
      await getDb()
        .insert(importRuns)
        .values({
          source: "own",
          feed: url,
          full: true,
          status: "failed",
          error: message.slice(0, 500),
          sellerProfileId: dealer.profileId,
          finishedAt: new Date(),
        });
      continue;
    }
    try {
      const r = await runDealerFeed({
        dealer,
        feed: url,
        text,
        format: feed.format,
        full: true,
        dryRun: false,
      });
      console.info(
        `[dealer-feed] ${profile.id} ${url}: ${r.new} new, ${r.updated} updated, ${r.archived} archived, ${r.rejected} rejected`,
      );
    } catch (err) {
      // recorded as a failed run by runDealerFeed (or another run was under way)
      console.error(`[dealer-feed] ${profile.id} ${url} failed:`, err);
    }
  }
}

/** Dealers' own URL feeds, hourly at :45 whatever the operator's feeds are (./task.ts). */
export const dealerFeedsTask: PeriodicTask = {
  name: "dealer-feeds",
  pattern: "0 45 * * * *",
  run: () => runDealerUrlFeeds(),
};
