import "server-only";
import { sameValue, type AdPhoto } from "@/lib/ads/mutations";
import type { ImportedAdChanges, ImportedChange } from "@/lib/ads/mutations-import";
import type { AdSource } from "@/lib/enums";
import type { FeedText } from "./csv";
import type { ExistingAd } from "./existing";
import { isSkippedLine, parseFeedLine, type FeedAd } from "./feed";
import type { FetchLimits } from "./fetch";
import type { PhotoOutcome, PhotoSource } from "./photos";

// The batch loop both import paths share: the operator's feeds (./run.ts, `npm run import`) and a
// dealer's own feed (./dealer-feed.ts). Each line is checked on its own (a refused line is listed
// with its number and reason, an id listed twice is refused on its second line) and the valid ads
// go on in batches; for an ad the database already holds, the change its line makes, with the
// photos fetched only when their URLs changed (those the ad keeps are not fetched again). What a
// batch writes is each path's own.

/** Valid ads per batch: one read of the ads the database holds, one bulk insert. */
export const BATCH = 100;
/** Refused lines a report lists (its count covers all of them). */
export const REJECTIONS_LISTED = 50;

/** A valid ad of the feed with its line in the file. */
export interface FeedLine {
  ad: FeedAd;
  line: number;
}

/** What a report counts and lists of the refused lines. */
export interface Rejections {
  rejected: number;
  rejections: { line: number; reason: string }[];
}

export function rejectLine(report: Rejections, line: number, reason: string) {
  report.rejected++;
  if (report.rejections.length < REJECTIONS_LISTED) report.rejections.push({ line, reason });
}

/**
 * Reads the feed's lines into batches of valid ads, each handed to `runBatch` before the next line
 * is read. Answers each valid ad's id with its line (`seen`) and the ids of refused lines that still
 * name their ad (`refused`: a full feed keeps those ads as they are).
 */
export async function readFeedBatches(
  texts: Iterable<FeedText> | AsyncIterable<FeedText>,
  report: Rejections,
  runBatch: (batch: FeedLine[]) => Promise<void>,
): Promise<{ seen: Map<string, number>; refused: Set<string> }> {
  const seen = new Map<string, number>();
  const refused = new Set<string>();
  let batch: FeedLine[] = [];
  for await (const t of texts) {
    if ("error" in t) {
      rejectLine(report, t.line, t.error);
      continue;
    }
    if (isSkippedLine(t.text)) continue;
    const parsed = parseFeedLine(t.text);
    if (!parsed.ok) {
      rejectLine(report, t.line, parsed.reason);
      if (parsed.id !== undefined) refused.add(parsed.id);
      continue;
    }
    const first = seen.get(parsed.ad.id);
    if (first !== undefined) {
      rejectLine(report, t.line, `id ${parsed.ad.id} is already on line ${first}`);
      continue;
    }
    seen.set(parsed.ad.id, t.line);
    batch.push({ ad: parsed.ad, line: t.line });
    if (batch.length >= BATCH) {
      await runBatch(batch);
      batch = [];
    }
  }
  if (batch.length) await runBatch(batch);
  return { seen, refused };
}

/** Where a run's photos come from, and what it does with those that fail. */
export interface BatchPhotos {
  source: PhotoSource;
  limits: FetchLimits;
  /** The photos of one line that could not be stored (counted; the import lists the first). */
  failed: (failures: PhotoOutcome["failures"]) => void;
}

/** Stored photos for a line's URLs, in their order; those of `kept` (the ad's own) by their URL. */
export async function photosOf(photos: BatchPhotos, urls: string[], kept: AdPhoto[] = []) {
  const byUrl = new Map(kept.filter((p) => p.sourceUrl).map((p) => [p.sourceUrl!, p]));
  const r = await photos.source(urls, byUrl, photos.limits);
  photos.failed(r.failures);
  return r.photos;
}

const sameList = (a: (string | null | undefined)[], b: (string | null | undefined)[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The columns a line decides (./columns.ts; a dealer's feed names its own seller type). */
export type LineColumns = ImportedAdChanges & { source: AdSource; sourceId: string };

export interface LineChange {
  ad: FeedAd;
  columns: LineColumns;
  existing: ExistingAd;
  /** An ad that is not active and that the feed brings back (archived by a full feed). */
  reactivate: boolean;
  dryRun: boolean;
  photos: BatchPhotos;
  /**
   * In a dry run (no photo is fetched), whether a line whose photo URLs alone differ counts as a
   * change: a dealer's report says so; the import's counts it unchanged.
   */
  dryRunPhotoChange?: boolean;
}

/** The change a line makes to an ad the database holds; null when it leaves it as it is. */
export async function changeOf({
  ad,
  columns,
  existing,
  reactivate,
  dryRun,
  photos: from,
  dryRunPhotoChange = false,
}: LineChange): Promise<ImportedChange | null> {
  const { row } = existing;
  // an ad an admin or its seller ended stays as they left it
  if (row.status !== "active" && !reactivate) return null;
  const { source: _s, sourceId: _i, ...changes } = columns;
  const differs = (Object.keys(changes) as (keyof typeof changes)[]).some(
    (c) => !sameValue(row[c], changes[c]),
  );
  const photosDiffer = !sameList(
    ad.photos,
    existing.photos.map((p) => p.sourceUrl),
  );
  if (!differs && !photosDiffer && !reactivate) return null;
  let photos: AdPhoto[] | null = null;
  if (photosDiffer && !dryRun) {
    const next = await photosOf(from, ad.photos, existing.photos);
    const keys = (list: AdPhoto[]) => list.map((p) => p.storageKey ?? p.fullUrl);
    // photos that fail again leave the ad's photos as they were
    if (!sameList(keys(next), keys(existing.photos))) photos = next;
  }
  if (!differs && !photos && !reactivate && !(dryRun && dryRunPhotoChange)) return null;
  return { id: row.id, changes, photos, reactivate };
}
