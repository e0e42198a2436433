import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads } from "@/lib/infra/db/schema";
import type { AdSource } from "@/lib/enums";
import { enqueueDescriptionTranslation } from "./translation-queue";
import { withPlace } from "./place";
import { afterCommit } from "./write";
import { insertAdsBulk, type BulkAd, type BulkPriceHistory } from "./mutations-bulk";
import { sameValue, type AdChanges, type AdPhoto } from "./mutations";

// The import's writes (lib/import): new ads in bulk, changed ads one transaction each, the
// archive of a full feed's missing ads. Like an edit, only differing fields are written (a price
// change lands in ad_price_history by the ads trigger, a new Czech text clears the old translations
// and queues new ones), and every batch ends in the write pipeline's effects (./write.ts).

/** An imported ad as the feed describes it now. */
export interface ImportedAd {
  ad: BulkAd;
  photos: AdPhoto[];
  /** Its earlier prices, the current one last (none: the insert records the one price). */
  history?: BulkPriceHistory | null;
}

/**
 * Inserts new imported ads with their photos, matched to their cars; queues their translations.
 * `checkVins`: the new ads with a VIN are checked against other sellers' active ads, as a
 * seller's published ad is (a dealer's own feed, lib/import/dealer-feed.ts).
 */
export async function insertImportedAds(
  batch: ImportedAd[],
  { checkVins = false }: { checkVins?: boolean } = {},
): Promise<number[]> {
  if (batch.length === 0) return [];
  const ids = await insertAdsBulk(
    batch.map(({ ad, photos, history }) => ({ ad, photos, history })),
  );
  // the bulk insert tells "all"; named, the new ads are matched to the cars they show (lib/cars)
  await afterCommit({
    ads: ids,
    vinSet: checkVins ? ids.filter((_, i) => batch[i].ad.vinNumber) : [],
  });
  await Promise.all(
    ids.map((adId, i) =>
      batch[i].ad.descCz ? enqueueDescriptionTranslation({ adId }) : Promise.resolve(null),
    ),
  );
  return ids;
}

/** An edit's fields, and the seller: an imported ad follows its source's seller. */
export type ImportedAdChanges = AdChanges & { sellerProfileId?: number | null };

export interface ImportedChange {
  id: number;
  changes: ImportedAdChanges;
  /** The ad's photos when they changed (kept ones carry their stored fields); null: unchanged. */
  photos: AdPhoto[] | null;
  /** An ad the import had archived is listed again. */
  reactivate?: boolean;
}

/** One ad's changed fields and photos, in one transaction; false when nothing differed. */
async function applyChange({ id, changes, photos, reactivate }: ImportedChange) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for("update");
    if (!before || before.status === "deleted")
      return { changed: false, dropped: [], vinSet: false };
    const columns = (Object.keys(changes) as (keyof ImportedAdChanges)[]).filter(
      (c) => changes[c] !== undefined && !sameValue(before[c as keyof typeof before], changes[c]),
    );
    // a VIN set or changed, or an ad back on sale with one: checked as a new ad's is
    const relisted = !!reactivate && before.status === "archived";
    const vinSet =
      (columns.includes("vinNumber") || relisted) && !!(changes.vinNumber ?? before.vinNumber);
    const set: Record<string, unknown> = Object.fromEntries(columns.map((c) => [c, changes[c]]));
    const newText = columns.includes("descCz");
    if (newText) Object.assign(set, { descEn: null, descRu: null });
    if (relisted) Object.assign(set, { status: "active", endReason: null, endedAt: null });
    if (Object.keys(set).length) await tx.update(ads).set(withPlace(set)).where(eq(ads.id, id));
    if (newText && changes.descCz) await enqueueDescriptionTranslation({ adId: id, tx });
    if (!photos) return { changed: Object.keys(set).length > 0, dropped: [], vinSet };
    const current = await tx.select().from(adImages).where(eq(adImages.adId, id));
    await tx.delete(adImages).where(eq(adImages.adId, id));
    if (photos.length)
      await tx.insert(adImages).values(photos.map((p, position) => ({ ...p, adId: id, position })));
    const kept = new Set(photos.map((p) => p.storageKey).filter(Boolean));
    return { changed: true, dropped: current.filter((p) => !kept.has(p.storageKey)), vinSet };
  });
}

/**
 * Applies the changes; answers the ids that changed. Photos no longer used are removed after
 * commit. `checkVins`: an ad whose VIN changed is checked as by insertImportedAds.
 */
export async function updateImportedAds(
  items: ImportedChange[],
  { checkVins = false }: { checkVins?: boolean } = {},
): Promise<Set<number>> {
  const changed = new Set<number>();
  const dropped: AdPhoto[] = [];
  const vinSet: number[] = [];
  for (const item of items) {
    const r = await applyChange(item);
    if (r.changed) changed.add(item.id);
    if (r.vinSet && checkVins) vinSet.push(item.id);
    dropped.push(...r.dropped);
  }
  await afterCommit({ ads: [...changed], vinSet, unusedPhotos: dropped });
  return changed;
}

/**
 * Archives the source's active imported ads whose source ids are not in `seen` (a full feed no
 * longer lists them) with end_reason 'source_ended' and ended_at now (issue 32); answers how many.
 */
export async function archiveMissingImportedAds({
  source,
  seen,
}: {
  source: AdSource;
  seen: Set<string>;
}): Promise<number> {
  const db = getDb();
  const active = await db
    .select({ id: ads.id, sourceId: ads.sourceId })
    .from(ads)
    .where(and(eq(ads.source, source), eq(ads.status, "active"), isNotNull(ads.sourceId)));
  const missing = active.filter((a) => !seen.has(a.sourceId!)).map((a) => a.id);
  for (let i = 0; i < missing.length; i += 1000)
    await db
      .update(ads)
      .set({ status: "archived", endReason: "source_ended", endedAt: sql`now()` })
      .where(and(inArray(ads.id, missing.slice(i, i + 1000)), eq(ads.status, "active")));
  await afterCommit({ ads: missing });
  return missing.length;
}
