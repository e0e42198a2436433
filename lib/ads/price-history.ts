import "server-only";
import { asc } from "drizzle-orm";
import { inIds, prepared } from "@/lib/infra/db/prepared";
import { adPriceHistory } from "@/lib/infra/db/schema";
import { collapsePrices, withoutCorrections, type PricePoint } from "./price-changes";

// read by every ad page: built once (lib/infra/db/prepared.ts)
const priceRows = prepared((db) =>
  db
    .select({
      adId: adPriceHistory.adId,
      price: adPriceHistory.price,
      changedAt: adPriceHistory.changedAt,
    })
    .from(adPriceHistory)
    .where(inIds(adPriceHistory.adId, "ids"))
    .orderBy(asc(adPriceHistory.changedAt), asc(adPriceHistory.id))
    .prepare("price_rows_by_ads"),
);

/** Every recorded price of these ads, oldest first (ties in the order they were written). */
export async function getPriceRows({ adIds }: { adIds: number[] }) {
  if (adIds.length === 0) return [];
  return priceRows().execute({ ids: adIds });
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
