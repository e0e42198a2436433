import "server-only";
import { adsChanged } from "@/lib/ads/changed";
import { rawQuery } from "@/lib/db/client";
import { matchCars } from "./match";
import { MATCH_BATCH } from "./rules";

// Every listing matched again (the demo seed after seeding, `npm run cars -- --rematch` after a
// change of the rules or a backfill of photo hashes): those with a VIN, hashed photos or a car.

const PAGE = 2000;

/** The listings that may be one car with another, after `after`, in id order. */
async function candidates(after: number) {
  const rows = await rawQuery<{ id: number }>(
    `SELECT id FROM ads
      WHERE id > $1 AND (vin_number IS NOT NULL OR car_id IS NOT NULL
         OR EXISTS (SELECT 1 FROM ad_images i WHERE i.ad_id = ads.id AND i.phash IS NOT NULL))
      ORDER BY id LIMIT ${PAGE}`,
    [after],
  );
  return rows.map((r) => r.id);
}

/** Matches every such listing again; answers how many were read and how many changed car. */
export async function matchAllCars({ onProgress }: { onProgress?: (done: number) => void } = {}) {
  let after = 0;
  let done = 0;
  const changed = new Set<number>();
  for (let page = await candidates(after); page.length; page = await candidates(after)) {
    for (let i = 0; i < page.length; i += MATCH_BATCH) {
      for (const id of await matchCars(page.slice(i, i + MATCH_BATCH))) changed.add(id);
      done += Math.min(MATCH_BATCH, page.length - i);
      onProgress?.(done);
    }
    after = page[page.length - 1];
  }
  if (changed.size) await adsChanged("all");
  return { matched: done, changed: changed.size };
}
