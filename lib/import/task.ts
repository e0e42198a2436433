import "server-only";
import { getEnv } from "@/lib/infra/env";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { dealerFeedsTask } from "./dealer-feed-url";
import { parseImportFeeds } from "./feeds";
import { urlLines } from "./lines";
import { runImport } from "./run";

/**
 * The configured feeds (IMPORT_FEEDS) as a periodic task of the scheduler, hourly by default
 * (IMPORT_FEEDS_PATTERN); runExclusive keeps it to one process. Off when IMPORT_FEEDS is unset.
 * A feed that cannot be read is recorded as a failed run and the next feed still runs.
 */
export function importTasks(): PeriodicTask[] {
  const env = getEnv();
  const feeds = parseImportFeeds(env.IMPORT_FEEDS);
  // dealers' own URL feeds (issue 32), hourly whatever the operator's feeds are
  if (feeds.length === 0) return [dealerFeedsTask];
  const task: PeriodicTask = {
    name: "import-feeds",
    pattern: env.IMPORT_FEEDS_PATTERN,
    run: async () => {
      for (const { source, url, full } of feeds) {
        try {
          const r = await runImport({ source, feed: url, lines: urlLines(url), full });
          console.info(
            `[import] ${source} ${url}: ${r.new} new, ${r.updated} updated, ${r.unchanged} unchanged, ${r.archived} archived, ${r.rejected} rejected, ${r.photoFailures} photo failures`,
          );
        } catch (err) {
          console.error(`[import] ${source} ${url} failed:`, err);
        }
      }
    },
  };
  return [task, dealerFeedsTask];
}
