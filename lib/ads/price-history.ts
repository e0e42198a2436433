import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adPriceHistory } from "@/lib/db/schema";
import { collapsePrices, type PricePoint } from "./price-changes";

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

/** Every price an ad has had, oldest first, consecutive equal prices collapsed. */
export async function getPriceHistory({ adId }: { adId: number }): Promise<PricePoint[]> {
  const rows = await getPriceRows({ adIds: [adId] });
  return collapsePrices(
    rows.map((r) => ({ price: r.price, changed_at: r.changedAt.toISOString() })),
  );
}
