import "server-only";
// How long cars take to sell on Vozovna (issue 32): the median days from publishing to the end of
// ads that ended sold (SOLD_END_REASONS) in the last 12 months, per make+model and per
// make+model+price band, shown on the model's landing page and in the creation wizard. Only real
// cases: a group with fewer than SELL_TIME_MIN_CASES sales has no figure. Computed from one lean
// query of the year's sold ads (make, model, price, days) and kept in memory for an hour.
import { and, gte, inArray } from "drizzle-orm";
import { SOLD_END_REASONS } from "@/lib/enums";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import {
  computeSellTimes,
  SELL_TIME_WINDOW_MS,
  type SellTimes,
  type SoldAd,
} from "./sell-time-core";

export {
  computeSellTimes,
  priceBandOf,
  PRICE_BANDS,
  SELL_TIME_MIN_CASES,
  SELL_TIME_WINDOW_MS,
  sellTimeBandKey,
  sellTimeKey,
  type SellTime,
  type SellTimes,
} from "./sell-time-core";

/** How long a computed table is reused (an hour: the figure moves by days, not minutes). */
export const SELL_TIME_CACHE_MS = 60 * 60 * 1000;

let cached: { at: number; table: Promise<SellTimes> } | null = null;

async function loadSoldAds(now: Date): Promise<SoldAd[]> {
  const rows = await getDb()
    .select({
      make: ads.make,
      model: ads.model,
      price: ads.price,
      createdDate: ads.createdDate,
      endedAt: ads.endedAt,
    })
    .from(ads)
    .where(
      and(
        inArray(ads.endReason, [...SOLD_END_REASONS]),
        gte(ads.endedAt, new Date(now.getTime() - SELL_TIME_WINDOW_MS)),
      ),
    );
  return rows.flatMap((r) => (r.endedAt ? [{ ...r, endedAt: r.endedAt }] : []));
}

/** The table of medians, computed at most once an hour per process (a failure is not kept). */
export function getSellTimes(now = new Date()): Promise<SellTimes> {
  if (cached && now.getTime() - cached.at < SELL_TIME_CACHE_MS) return cached.table;
  const table = loadSoldAds(now).then((rows) => computeSellTimes(rows, now));
  const entry = { at: now.getTime(), table };
  cached = entry;
  table.catch(() => {
    if (cached === entry) cached = null;
  });
  return table;
}

/** Forgets the cached table (tests; the demo seed). */
export function resetSellTimes() {
  cached = null;
}
