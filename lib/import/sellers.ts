import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { sellerProfiles } from "@/lib/infra/db/schema";
import type { AdSource } from "@/lib/enums";
import type { FeedAd } from "./feed";

// Imported sellers are anonymised (seed 001 §2.5): one profile per seller of a source, found by
// its external key, without a user and without contact details; its name and place follow the feed.

export const sellerKey = (source: AdSource, sellerId: string) => `${source}:${sellerId}`;

type Seller = NonNullable<FeedAd["seller"]>;

/** The profile id of the source's seller, created or refreshed (name, location) on the way. */
export async function ensureImportedSeller(source: AdSource, seller: Seller): Promise<number> {
  const [row] = await getDb()
    .insert(sellerProfiles)
    .values({
      externalKey: sellerKey(source, seller.id),
      displayName: seller.name,
      location: seller.location ?? null,
    })
    .onConflictDoUpdate({
      target: sellerProfiles.externalKey,
      set: { displayName: seller.name, location: seller.location ?? null },
      // an unchanged seller is not rewritten (its updated_at stays)
      setWhere: sql`(${sellerProfiles.displayName}, ${sellerProfiles.location}) IS DISTINCT FROM (excluded.display_name, excluded.location)`,
    })
    .returning({ id: sellerProfiles.id });
  if (row) return row.id;
  const [found] = await getDb()
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.externalKey, sellerKey(source, seller.id)))
    .limit(1);
  return found.id;
}

/** The profile id of the source's seller if it exists (a dry run creates nothing). */
export async function findImportedSeller(source: AdSource, sellerId: string) {
  const [found] = await getDb()
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.externalKey, sellerKey(source, sellerId)))
    .limit(1);
  return found?.id ?? null;
}
