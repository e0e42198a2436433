import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adPriceHistory } from "@/lib/db/schema";
import { collapsePrices, type PricePoint } from "./price-changes";

/** Every price an ad has had, oldest first, consecutive equal prices collapsed. */
export async function getPriceHistory({ adId }: { adId: number }): Promise<PricePoint[]> {
  const rows = await getDb()
    .select({ price: adPriceHistory.price, changedAt: adPriceHistory.changedAt })
    .from(adPriceHistory)
    .where(eq(adPriceHistory.adId, adId))
    .orderBy(asc(adPriceHistory.changedAt), asc(adPriceHistory.id));
  return collapsePrices(
    rows.map((r) => ({ price: r.price, changed_at: r.changedAt.toISOString() })),
  );
}
