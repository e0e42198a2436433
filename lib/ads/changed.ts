import "server-only";
import { invalidateAdPages, type Listing } from "@/lib/cache/invalidate";
import { clearPageCache } from "@/lib/cache/page-cache.mjs";
import { searchIndexChanged } from "@/lib/search/live-index";

/**
 * After a committed write of these ads ("all": many, unnamed): this process's search index reads
 * the changes before its next search, and the page cache drops every page that shows them
 * (`previous`: the make and model an edit moved the ad from). Awaited by the writers, so the
 * writer's next page view already shows the change.
 */
export async function adsChanged(ids: number[] | "all", previous: Listing[] = []) {
  searchIndexChanged();
  if (ids === "all") clearPageCache();
  else await invalidateAdPages(ids, previous);
}
