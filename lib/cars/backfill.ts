import "server-only";
import sharp from "sharp";
import { adsChanged } from "@/lib/ads/changed";
import { writePhotoHashes } from "@/lib/ads/mutations-cars";
import { rawQuery } from "@/lib/infra/db/client";
import { getStorage } from "@/lib/media/storage";
import { storedWidths, widthsOfName } from "@/lib/media/widths";
import { photoHash } from "./hash";
import { MATCH_BATCH } from "./rules";

// Photos stored before photo hashes existed (or whose hashing failed) get their hash from the
// stored rendering, then their ads are matched to their cars: `npm run cars -- --hash-photos`.
// The smallest rendering is enough (the hash samples 128 px; a resized copy stays within a bit)
// and is upright already. Photos without a stored object (the demo's drawings, outside URLs)
// stay unhashed, as do pictures of nearly one colour (lib/cars/hash.ts).

const PAGE = 200;

export interface HashBackfill {
  /** Stored photos read. */
  read: number;
  hashed: number;
  /** Whose rendering could not be read from storage (missing, or the storage failed). */
  missing: number;
  /** Ads whose car changed. */
  changed: number;
}

/** The key of a stored photo's smallest rendering (lib/media/photos.ts names them). */
const smallestKey = (base: string, width: number) =>
  `${base}-${storedWidths(width, widthsOfName(base))[0]}.webp`;

async function hashOf(key: string) {
  const object = await getStorage().get(key);
  return object ? photoHash(sharp(object.body)) : undefined;
}

export async function hashStoredPhotos({
  onProgress,
}: { onProgress?: (done: number) => void } = {}): Promise<HashBackfill> {
  const report: HashBackfill = { read: 0, hashed: 0, missing: 0, changed: 0 };
  const ads = new Set<number>();
  for (let after = 0; ;) {
    const rows = await rawQuery<{ id: number; ad_id: number; storage_key: string; width: number }>(
      `SELECT id, ad_id, storage_key, width FROM ad_images
        WHERE phash IS NULL AND storage_key IS NOT NULL AND width IS NOT NULL AND id > $1
        ORDER BY id LIMIT ${PAGE}`,
      [after],
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const hashes = await Promise.all(
      rows.map((r) => hashOf(smallestKey(r.storage_key, r.width)).catch(() => undefined)),
    );
    const found = rows.flatMap((r, i) => {
      const h = hashes[i];
      if (h === undefined) report.missing++;
      return h == null ? [] : [{ id: r.id, adId: r.ad_id, hash: h }];
    });
    await writePhotoHashes(found);
    for (const f of found) ads.add(f.adId);
    report.read += rows.length;
    report.hashed += found.length;
    onProgress?.(report.read);
  }
  // matched as any write is: adsChanged matches the named ads and drops their cached pages
  const ids = [...ads];
  for (let i = 0; i < ids.length; i += MATCH_BATCH)
    report.changed += (await adsChanged(ids.slice(i, i + MATCH_BATCH))).length;
  return report;
}
