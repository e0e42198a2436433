import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { AdPhoto } from "@/lib/ads/mutations";
import { getDb } from "@/lib/infra/db/client";
import { adImages, adminAuditLog, ads, type AdRow } from "@/lib/infra/db/schema";
import type { AdSource } from "@/lib/enums";

// What the database already holds of a batch of feed lines: the ads of this source with these
// source ids, their photos, and whether an archived one was archived by an admin (who decided it)
// or by a full import (which lists it again when the feed does).

export interface ExistingAd {
  row: AdRow;
  photos: AdPhoto[];
  /** Archived by a full import (no admin archived it): the feed may bring it back. */
  importArchived: boolean;
}

export async function readExistingAds(
  source: AdSource,
  sourceIds: string[],
): Promise<Map<string, ExistingAd>> {
  if (sourceIds.length === 0) return new Map();
  const db = getDb();
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.source, source), inArray(ads.sourceId, sourceIds)));
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select()
        .from(adImages)
        .where(inArray(adImages.adId, ids))
        .orderBy(asc(adImages.adId), asc(adImages.position))
    : [];
  const archived = rows.filter((r) => r.status === "archived").map((r) => `ad:${r.id}`);
  const byAdmin = archived.length
    ? await db
        .selectDistinct({ target: adminAuditLog.target })
        .from(adminAuditLog)
        .where(
          and(
            inArray(adminAuditLog.target, archived),
            inArray(adminAuditLog.action, ["ad.archive", "report.action"]),
            isNotNull(adminAuditLog.target),
          ),
        )
    : [];
  const adminArchived = new Set(byAdmin.map((r) => r.target));
  const map = new Map<string, ExistingAd>();
  for (const row of rows)
    map.set(row.sourceId!, {
      row,
      photos: photos
        .filter((p) => p.adId === row.id)
        .map(({ fullUrl, miniUrl, width, height, storageKey, sourceUrl, createdAt, phash }) => ({
          fullUrl,
          miniUrl,
          width,
          height,
          storageKey,
          sourceUrl,
          createdAt,
          phash,
        })),
      importArchived: row.status === "archived" && !adminArchived.has(`ad:${row.id}`),
    });
  return map;
}
