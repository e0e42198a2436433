import "server-only";
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { AdPhoto } from "@/lib/ads/mutations";
import {
  archiveMissingImportedAds,
  insertImportedAds,
  updateImportedAds,
  type ImportedAd,
  type ImportedChange,
} from "@/lib/ads/mutations-import";
import type { BulkPriceHistory } from "@/lib/ads/mutations-bulk";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { changeOf, photosOf, readFeedBatches, type BatchPhotos, type FeedLine } from "./batch";
import { adColumns, nameMatcher, type ImportedColumns } from "./columns";
import type { FeedText } from "./csv";
import { readExistingAds } from "./existing";
import type { FeedAd } from "./feed";
import type { FetchLimits } from "./fetch";
import { importPhotos, PHOTO_FETCH_LIMITS, type PhotoSource } from "./photos";
import { finishImportRun, startImportRun, type ImportCounts } from "./runs";
import { ensureImportedSeller, findImportedSeller } from "./sellers";
import type { ImportSource } from "./sources";

// One import of a feed (README "Importing ads"): each line checked on its own, upserted by
// (source, source id) in batches, a full feed archiving the source's ads it no longer lists, the
// run recorded with its counts. A dry run reads and compares, and writes nothing. The line loop,
// the photos and the change a line makes are the batch loop's a dealer's feed shares (./batch.ts).

/** When a new ad was listed here and last checked, and its earlier prices (the last is its own). */
export interface NewAdPast {
  createdDate: Date;
  updatedDate: Date;
  checkedAt: Date;
  history?: BulkPriceHistory | null;
}

export interface ImportOptions {
  source: ImportSource;
  /** The file or URL, as the run's record names it. */
  feed: string;
  lines: AsyncIterable<string>;
  full?: boolean;
  dryRun?: boolean;
  photoLimits?: FetchLimits;
  /** Where photos come from; by default fetched through the SSRF guard and the photo pipeline. */
  photos?: PhotoSource;
  /**
   * A new ad's dates and earlier prices; by default it is listed now with its one price. The demo
   * seed dates its imported ads over the past months, as if imported day by day.
   */
  pastOf?: (ad: FeedAd) => NewAdPast | null;
  /** Called after each line is read (the terminal's progress bar). */
  onLine?: (line: number) => void;
}

export interface ImportReport extends ImportCounts {
  runId: number | null;
  lines: number;
  durationMs: number;
  rejections: { line: number; reason: string }[];
  photoErrors: { url: string; reason: string }[];
}

/** Photo errors a report lists (the count covers all of them). */
const LISTED = 50;

interface Context {
  source: ImportSource;
  dryRun: boolean;
  photos: BatchPhotos;
  pastOf: ImportOptions["pastOf"];
  report: ImportReport;
  match: ReturnType<typeof nameMatcher>;
  sellers: Map<string, Promise<number | null>>;
}

function sellerOf(ctx: Context, ad: FeedAd): Promise<number | null> {
  const seller = ad.seller;
  if (!seller) return Promise.resolve(null);
  let hit = ctx.sellers.get(seller.id);
  if (!hit) {
    hit = ctx.dryRun
      ? findImportedSeller(ctx.source, seller.id)
      : ensureImportedSeller(ctx.source, seller);
    ctx.sellers.set(seller.id, hit);
  }
  return hit;
}

async function columnsOf(ctx: Context, ad: FeedAd): Promise<ImportedColumns> {
  const [name, sellerProfileId] = await Promise.all([
    ctx.match(ad.make, ad.model),
    sellerOf(ctx, ad),
  ]);
  return adColumns(ad, { source: ctx.source, name, sellerProfileId });
}

async function importBatch(ctx: Context, batch: FeedLine[]) {
  const existing = await readExistingAds(
    ctx.source,
    batch.map((b) => b.ad.id),
  );
  const fetched: {
    columns: ImportedColumns;
    photos: AdPhoto[];
    past: NewAdPast | null | undefined;
  }[] = [];
  const changes: ImportedChange[] = [];
  await Promise.all(
    batch.map(async ({ ad }) => {
      const columns = await columnsOf(ctx, ad);
      const have = existing.get(ad.id);
      if (have) {
        // an ad an admin archived, sold or deleted stays as they left it
        const change = await changeOf({
          ad,
          columns,
          existing: have,
          reactivate: have.importArchived,
          dryRun: ctx.dryRun,
          photos: ctx.photos,
        });
        if (change) changes.push(change);
        else ctx.report.unchanged++;
        return;
      }
      if (ctx.dryRun) {
        ctx.report.new++;
        return;
      }
      fetched.push({
        columns,
        photos: await photosOf(ctx.photos, ad.photos),
        past: ctx.pastOf?.(ad),
      });
    }),
  );
  if (ctx.dryRun) {
    ctx.report.updated += changes.length;
    return;
  }
  // Dated as they are stored, after every photo of the batch was fetched (that can take minutes):
  // dated before, they could land behind a saved-search alert run's mark and never be alerted.
  const now = new Date();
  const inserts: ImportedAd[] = fetched.map(({ columns, photos, past }) => {
    const { history = null, ...dates } = past ?? {
      createdDate: now,
      updatedDate: now,
      checkedAt: now,
    };
    return { ad: { ...columns, status: "active", ...dates }, photos, history };
  });
  ctx.report.new += (await insertImportedAds(inserts)).length;
  const changed = await updateImportedAds(changes);
  ctx.report.updated += changed.size;
  ctx.report.unchanged += changes.length - changed.size;
}

const activeImported = (source: ImportSource) =>
  and(eq(ads.source, source), eq(ads.status, "active"), isNotNull(ads.sourceId));

/** Active ads of the source that a full feed listing `seen` would archive (a dry run's count). */
async function countMissing(source: ImportSource, seen: Set<string>) {
  const rows = await getDb()
    .select({ sourceId: ads.sourceId })
    .from(ads)
    .where(activeImported(source));
  return rows.filter((r) => !seen.has(r.sourceId!)).length;
}

/** The source's active imported ads: what a full feed archives a share of. */
export async function countActiveImported(source: ImportSource): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(ads).where(activeImported(source));
  return row.n;
}

/** The feed's lines with their numbers, each counted (and told to `onLine`) as it is read. */
async function* numberedLines(opts: ImportOptions, report: ImportReport): AsyncIterable<FeedText> {
  for await (const text of opts.lines) {
    const line = ++report.lines;
    opts.onLine?.(line);
    yield { line, text };
  }
}

/** Imports a feed; throws (after recording the run as failed) when the feed cannot be read. */
export async function runImport(opts: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const dryRun = !!opts.dryRun;
  const report: ImportReport = {
    runId: null,
    lines: 0,
    new: 0,
    updated: 0,
    unchanged: 0,
    archived: 0,
    rejected: 0,
    photoFailures: 0,
    durationMs: 0,
    rejections: [],
    photoErrors: [],
  };
  const ctx: Context = {
    source: opts.source,
    dryRun,
    photos: {
      source: opts.photos ?? importPhotos,
      limits: opts.photoLimits ?? PHOTO_FETCH_LIMITS,
      failed: (failures) => {
        report.photoFailures += failures.length;
        report.photoErrors.push(...failures.slice(0, LISTED - report.photoErrors.length));
      },
    },
    pastOf: opts.pastOf,
    report,
    match: nameMatcher(),
    sellers: new Map(),
  };
  if (!dryRun)
    report.runId = await startImportRun({
      source: opts.source,
      feed: opts.feed,
      full: !!opts.full,
    });
  let error: string | undefined;
  try {
    const { seen, refused } = await readFeedBatches(numberedLines(opts, report), report, (batch) =>
      importBatch(ctx, batch),
    );
    // a feed without one valid ad is a broken feed, not a source that sold everything
    if (opts.full && seen.size > 0) {
      // an ad whose line was refused is still listed: it stays as it was, not archived
      const ids = new Set([...seen.keys(), ...refused]);
      report.archived = dryRun
        ? await countMissing(opts.source, ids)
        : await archiveMissingImportedAds({ source: opts.source, seen: ids });
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    report.durationMs = Date.now() - started;
    if (report.runId !== null)
      await finishImportRun({
        id: report.runId,
        counts: report,
        rejections: report.rejections,
        durationMs: report.durationMs,
        error,
      });
  }
  return report;
}
