import "server-only";
import { adsChanged } from "@/lib/ads/changed";
import { rawQuery } from "@/lib/infra/db/client";
import { matchCars } from "./match";
import { MATCH_BATCH } from "./rules";

// Every listing matched again (the demo seed after seeding, `npm run cars -- --rematch` after a
// change of the rules or a backfill of photo hashes): those with a VIN, hashed photos or a car.

const PAGE = 2000;

const MAY_BE_A_CAR = `vin_number IS NOT NULL OR car_id IS NOT NULL
  OR EXISTS (SELECT 1 FROM ad_images i WHERE i.ad_id = ads.id AND i.phash IS NOT NULL)`;
const SHARES_A_VIN = `vin_number IN (
  SELECT vin_number FROM ads WHERE vin_number IS NOT NULL GROUP BY 1 HAVING count(*) > 1)`;

/** The listings that may be one car with another (`vinOnly`: by a VIN), after `after`, in id order. */
async function candidates(after: number, vinOnly: boolean) {
  const rows = await rawQuery<{ id: number }>(
    `SELECT id FROM ads WHERE id > $1 AND (${vinOnly ? SHARES_A_VIN : MAY_BE_A_CAR})
      ORDER BY id LIMIT ${PAGE}`,
    [after],
  );
  return rows.map((r) => r.id);
}

/**
 * Matches every such listing again; answers how many were read and how many changed car.
 * `sharedVinOnly`: only the listings whose VIN another listing has (enough where no photo has a
 * hash and no car exists yet: the demo seed's bulk insert).
 */
export async function matchAllCars({
  onProgress,
  sharedVinOnly = false,
}: { onProgress?: (done: number) => void; sharedVinOnly?: boolean } = {}) {
  let after = 0;
  let done = 0;
  const changed = new Set<number>();
  const next = () => candidates(after, sharedVinOnly);
  for (let page = await next(); page.length; page = await next()) {
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
