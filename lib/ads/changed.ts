import "server-only";
import { invalidateAdPages, type Listing } from "@/server/page-cache/invalidate";
import { clearPageCache } from "@/server/page-cache/page-cache.mjs";
import { matchCars } from "@/lib/cars/match";
import { searchIndexChanged } from "@/lib/search/live-index";

/** The named ads matched again to their cars; the ads whose car changed (none when it failed). */
async function carsChanged(ids: number[]) {
  try {
    return await matchCars(ids);
  } catch (err) {
    // the write is committed: the next write or `npm run cars -- --rematch` matches it again
    console.error("[cars] matching failed for ads", ids.slice(0, 20), err);
    return [];
  }
}

/**
 * After a committed write of these ads ("all": many, unnamed): the named ones are matched again
 * to their cars (lib/cars), then this process's search index reads the changes before its next
 * search, and the page cache drops every page that shows them or a listing whose car changed
 * (`previous`: the make and model an edit moved the ad from). Awaited by the writers, so the
 * writer's next page view already shows the change. Answers the ads whose car changed.
 */
export async function adsChanged(
  ids: number[] | "all",
  previous: Listing[] = [],
): Promise<number[]> {
  const moved = ids === "all" || ids.length === 0 ? [] : await carsChanged(ids);
  searchIndexChanged();
  if (ids === "all") clearPageCache();
  else await invalidateAdPages([...new Set([...ids, ...moved])], previous);
  return moved;
}
