import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory } from "@/lib/infra/db/schema";
import { collapsePrices, withoutCorrections, type PricePoint } from "./price-changes";

/** Every recorded price of these ads, oldest first (ties in the order they were written). */
export async function getPriceRows({ adIds }: { adIds: number[] }) {
  if (adIds.length === 0) return [];
  return getDb()
    .select({
      adId: adPriceHistory.adId,
      price: adPriceHistory.price,
      changedAt: adPriceHistory.changedAt,
    })
    .from(adPriceHistory)
    .where(inArray(adPriceHistory.adId, adIds))
    .orderBy(asc(adPriceHistory.changedAt), asc(adPriceHistory.id));
}

/**
 * Every price an ad has had, oldest first, consecutive equal prices collapsed; without
 * `corrections` (the public view) a price replaced within a day is left out (withoutCorrections).
 */
export async function getPriceHistory({
  adId,
  corrections = false,
}: {
  adId: number;
  corrections?: boolean;
}): Promise<PricePoint[]> {
  const rows = await getPriceRows({ adIds: [adId] });
  const points = rows.map((r) => ({ price: r.price, changed_at: r.changedAt.toISOString() }));
  return collapsePrices(corrections ? points : withoutCorrections(points));
}
