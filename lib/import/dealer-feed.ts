import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { AdPhoto } from "@/lib/ads/mutations";
import {
  insertImportedAds,
  updateImportedAds,
  type ImportedAd,
  type ImportedChange,
} from "@/lib/ads/mutations-import";
import {
  archiveMissingDealerFeedAds,
  confirmDealerFeedAds,
  feedAdsOf,
} from "@/lib/ads/mutations-dealer-feed";
import { getDb } from "@/lib/infra/db/client";
import { lockKey } from "@/lib/infra/db/xact-lock";
import { ads, importRuns } from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";
import type { FeedFormat } from "@/lib/enums";
import {
  changeOf,
  photosOf,
  readFeedBatches,
  rejectLine,
  type BatchPhotos,
  type FeedLine,
} from "./batch";
import { adColumns, nameMatcher } from "./columns";
import { csvFeedLines, type FeedText } from "./csv";
import { DEALER_FEED_MAX_ADS, dealerPrefix, type Dealer } from "./dealer-feed-access";
import { readExistingAds } from "./existing";
import { isSkippedLine, type FeedAd } from "./feed";
import type { FetchLimits } from "./fetch";
import { importPhotos, PHOTO_FETCH_LIMITS, type PhotoSource } from "./photos";
import { finishImportRun, type ImportCounts } from "./runs";

// A dealer's own feed (issue 32, "Dealers"): the JSON Lines of `npm run import` (or the same
// columns as CSV, ./csv.ts), each line checked by the same rules, written as the dealer's own ads
// (source 'own', the dealer's seller profile and user, seller type dealer). Its ads are keyed by
// the dealer's prefix (`d{profileId}:{id}`) on the import's unique (source, source_id), so a line
// can only ever match an ad of that dealer's feed; a full feed archives only those. A dry run
// writes nothing but its import_runs row. The line loop, the photos and the change a line makes are
// the import's (./batch.ts). Who may run one and its caps: ./dealer-feed-access.ts; the hourly
// fetch of a stored URL: ./dealer-feed-url.ts.

/** Changes a report lists (the counts cover all of them). */
export const CHANGES_LISTED = 20;
/** A run still "running" after this long crashed; it no longer holds the dealer's turn. */
const STALE_RUN_MS = 30 * 60_000;

export interface FeedChange {
  line: number;
  id: string;
  kind: "new" | "updated";
  title: string;
  price: number;
}

export interface DealerFeedReport extends ImportCounts {
  runId: number;
  dryRun: boolean;
  lines: number;
  durationMs: number;
  rejections: { line: number; reason: string }[];
  changes: FeedChange[];
}

export interface DealerFeedOptions {
  dealer: Dealer;
  /** The file's name or the URL, as the run's record names it. */
  feed: string;
  text: string;
  format: FeedFormat;
  /** The feed lists every car of the dealer: its feed ads it no longer lists are archived. */
  full: boolean;
  dryRun: boolean;
  photos?: PhotoSource;
  photoLimits?: FetchLimits;
}

/** The feed's lines with their numbers in the file (CSV rows turned into JSON Lines). */
export function feedTexts(text: string, format: FeedFormat): FeedText[] {
  if (format === "csv") return csvFeedLines(text);
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return src
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => !isSkippedLine(l.text));
}

/**
 * The run's import_runs row, started; 409 while another run of this dealer is under way (one at a
 * time: the check and the insert hold the dealer's lock, so two requests cannot both pass).
 */
async function startDealerRun(opts: DealerFeedOptions): Promise<number> {
  const profileId = opts.dealer.profileId;
  return getDb().transaction(async (tx) => {
    await lockKey(tx, `dealer-feed:${profileId}`);
    const [running] = await tx
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(
        and(
          eq(importRuns.sellerProfileId, profileId),
          eq(importRuns.status, "running"),
          gt(importRuns.startedAt, new Date(Date.now() - STALE_RUN_MS)),
        ),
      )
      .limit(1);
    if (running)
      throw new AppError("conflict.in_progress", "Your previous feed run has not finished yet.");
    const [run] = await tx
      .insert(importRuns)
      .values({
        source: "own",
        feed: opts.feed,
        full: opts.full,
        status: "running",
        sellerProfileId: profileId,
        dryRun: opts.dryRun,
      })
      .returning({ id: importRuns.id });
    return run.id;
  });
}

interface Ctx {
  opts: DealerFeedOptions;
  prefix: string;
  report: DealerFeedReport;
  match: ReturnType<typeof nameMatcher>;
  photos: BatchPhotos;
}

function listChange(ctx: Ctx, change: FeedChange) {
  if (ctx.report.changes.length < CHANGES_LISTED) ctx.report.changes.push(change);
}

async function columnsOf(ctx: Ctx, ad: FeedAd) {
  const name = await ctx.match(ad.make, ad.model);
  const columns = adColumns(ad, {
    source: "own",
    name,
    sellerProfileId: ctx.opts.dealer.profileId,
  });
  return { ...columns, sourceId: ctx.prefix + ad.id, sellerType: "dealer" as const };
}
type Columns = Awaited<ReturnType<typeof columnsOf>>;

async function runBatch(ctx: Ctx, batch: FeedLine[]) {
  const { dealer, dryRun } = ctx.opts;
  const found = await readExistingAds(
    "own",
    batch.map((b) => ctx.prefix + b.ad.id),
  );
  const inserts: { columns: Columns; photos: AdPhoto[] }[] = [];
  const changes: { change: ImportedChange; line: number; ad: FeedAd }[] = [];
  /** the dealer's ads the batch lists again, changed or not */
  const listed: number[] = [];
  await Promise.all(
    batch.map(async ({ ad, line }) => {
      const columns = await columnsOf(ctx, ad);
      const have = found.get(columns.sourceId);
      // the prefix holds the dealer's profile id: another seller's ad is never matched
      if (have && have.row.sellerProfileId !== dealer.profileId) {
        rejectLine(ctx.report, line, `id ${ad.id} belongs to another seller's ad`);
        return;
      }
      if (have) {
        listed.push(have.row.id);
        // an ad the feed archived comes back when listed again; one the dealer (or an admin)
        // ended stays; a dry run counts a line whose photos alone differ as a change
        const relist = have.row.status === "archived" && have.row.endReason === "source_ended";
        const change = await changeOf({
          ad,
          columns,
          existing: have,
          reactivate: relist,
          dryRun,
          photos: ctx.photos,
          dryRunPhotoChange: true,
        });
        if (change) changes.push({ change, line, ad });
        else ctx.report.unchanged++;
        return;
      }
      inserts.push({ columns, photos: dryRun ? [] : await photosOf(ctx.photos, ad.photos) });
      listChange(ctx, { line, id: ad.id, kind: "new", title: ad.title, price: ad.price });
    }),
  );
  if (dryRun) {
    ctx.report.new += inserts.length;
    ctx.report.updated += changes.length;
  } else {
    const now = new Date();
    const rows: ImportedAd[] = inserts.map(({ columns, photos }) => ({
      ad: {
        ...columns,
        sellerUserId: dealer.userId,
        status: "active",
        createdDate: now,
        updatedDate: now,
        checkedAt: now,
      },
      photos,
    }));
    // the dealer's new ads and changed VINs are checked against other sellers', as published ads are
    ctx.report.new += (await insertImportedAds(rows, { checkVins: true })).length;
    const changed = await updateImportedAds(
      changes.map((c) => c.change),
      { checkVins: true },
    );
    // listed again: still for sale (after the updates, so an ad back on sale counts too)
    await confirmDealerFeedAds({ sellerProfileId: dealer.profileId, ids: listed });
    ctx.report.updated += changed.size;
    ctx.report.unchanged += changes.length - changed.size;
    for (const c of changes.filter((c) => !changed.has(c.change.id)))
      changes.splice(changes.indexOf(c), 1);
  }
  for (const { line, ad } of changes)
    listChange(ctx, { line, id: ad.id, kind: "updated", title: ad.title, price: ad.price });
}

/**
 * Runs a dealer's feed, dry or for real, recorded as an import_runs row of the dealer; 409 while
 * another of the dealer's runs is under way, 400 when the feed has more than the ads allowed.
 */
export async function runDealerFeed(opts: DealerFeedOptions): Promise<DealerFeedReport> {
  const started = Date.now();
  const texts = feedTexts(opts.text, opts.format);
  if (texts.length > DEALER_FEED_MAX_ADS)
    throw new AppError(
      "bad_request",
      `A feed may list at most ${DEALER_FEED_MAX_ADS} cars; this one has ${texts.length} lines.`,
      undefined,
      { reason: "too_many", max: DEALER_FEED_MAX_ADS, lines: texts.length },
    );
  const { dealer } = opts;
  const runId = await startDealerRun(opts);
  const report: DealerFeedReport = {
    runId,
    dryRun: opts.dryRun,
    lines: texts.at(-1)?.line ?? 0,
    new: 0,
    updated: 0,
    unchanged: 0,
    archived: 0,
    rejected: 0,
    photoFailures: 0,
    durationMs: 0,
    rejections: [],
    changes: [],
  };
  const ctx: Ctx = {
    opts,
    prefix: dealerPrefix(dealer.profileId),
    report,
    match: nameMatcher(),
    photos: {
      source: opts.photos ?? importPhotos,
      limits: opts.photoLimits ?? PHOTO_FETCH_LIMITS,
      failed: (failures) => {
        report.photoFailures += failures.length;
      },
    },
  };
  let error: string | undefined;
  try {
    const { seen, refused } = await readFeedBatches(texts, report, (batch) => runBatch(ctx, batch));
    // a feed without one valid ad is a broken feed, not a dealer who sold every car
    if (opts.full && seen.size > 0) {
      const ids = new Set([...seen.keys(), ...refused].map((id) => ctx.prefix + id));
      report.archived = opts.dryRun
        ? (
            await getDb()
              .select({ sourceId: ads.sourceId })
              .from(ads)
              .where(feedAdsOf(dealer.profileId, ctx.prefix))
          ).filter((r) => !ids.has(r.sourceId!)).length
        : await archiveMissingDealerFeedAds({
            sellerProfileId: dealer.profileId,
            prefix: ctx.prefix,
            seen: ids,
          });
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    report.durationMs = Date.now() - started;
    report.changes.sort((a, b) => a.line - b.line);
    await finishImportRun({
      id: runId,
      counts: report,
      rejections: report.rejections,
      durationMs: report.durationMs,
      error,
    });
  }
  return report;
}

/** The dealer's last runs, newest first, with their figures. */
export async function listDealerRuns(profileId: number, limit = 10) {
  const rows = await getDb()
    .select()
    .from(importRuns)
    .where(eq(importRuns.sellerProfileId, profileId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    feed: r.feed,
    dryRun: r.dryRun,
    full: r.full,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    counts: {
      new: r.newCount,
      updated: r.updatedCount,
      unchanged: r.unchangedCount,
      archived: r.archivedCount,
      rejected: r.rejectedCount,
      photoFailures: r.photoFailures,
    } satisfies ImportCounts,
  }));
}
export type DealerRunView = Awaited<ReturnType<typeof listDealerRuns>>[number];
