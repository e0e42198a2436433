import "server-only";
import { and, count, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { importRuns, sellerProfiles } from "@/lib/infra/db/schema";
import { AD_SOURCES, type AdSource } from "@/lib/enums";

// The record of each import (admin area, "Importy"): started when the run starts, so a crashed
// run shows as one that never finished, and completed with its counts.

/** Rejected lines kept with a run (the rest are only counted). */
export const REJECTIONS_KEPT = 20;

export interface ImportCounts {
  new: number;
  updated: number;
  unchanged: number;
  archived: number;
  rejected: number;
  photoFailures: number;
}

export async function startImportRun({
  source,
  feed,
  full,
}: {
  source: AdSource;
  feed: string;
  full: boolean;
}): Promise<number> {
  const [row] = await getDb()
    .insert(importRuns)
    .values({ source, feed, full, status: "running" })
    .returning({ id: importRuns.id });
  return row.id;
}

export async function finishImportRun({
  id,
  counts,
  rejections,
  durationMs,
  error,
}: {
  id: number;
  counts: ImportCounts;
  rejections: { line: number; reason: string }[];
  durationMs: number;
  error?: string;
}) {
  await getDb()
    .update(importRuns)
    .set({
      status: error ? "failed" : "done",
      error: error ?? null,
      finishedAt: new Date(),
      durationMs,
      newCount: counts.new,
      updatedCount: counts.updated,
      unchangedCount: counts.unchanged,
      archivedCount: counts.archived,
      rejectedCount: counts.rejected,
      photoFailures: counts.photoFailures,
      rejections: rejections.slice(0, REJECTIONS_KEPT),
    })
    .where(eq(importRuns.id, id));
}

/** Whether a run of this source ever imported this feed (the demo seed's, say). */
export async function hasImportRun(source: AdSource, feed: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.source, source), eq(importRuns.feed, feed)))
    .limit(1);
  return rows.length > 0;
}

const IMPORTED = AD_SOURCES.filter((s) => s !== "own");

/** The ad imports, newest first (the registry's syncs are not shown); dealers' feed runs with their dealer. */
export async function listImportRuns({ page, size }: { page: number; size: number }) {
  const db = getDb();
  const where = or(inArray(importRuns.source, IMPORTED), isNotNull(importRuns.sellerProfileId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: importRuns, sellerName: sellerProfiles.displayName })
      .from(importRuns)
      .leftJoin(sellerProfiles, eq(sellerProfiles.id, importRuns.sellerProfileId))
      .where(where)
      .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(importRuns).where(where),
  ]);
  return {
    count: total.n,
    results: rows.map(({ run: r, sellerName }) => ({
      id: r.id,
      source: r.source as AdSource,
      feed: r.feed,
      full: r.full,
      dryRun: r.dryRun,
      seller: r.sellerProfileId === null ? null : { id: r.sellerProfileId, name: sellerName ?? "" },
      status: r.status,
      error: r.error,
      startedAt: r.startedAt.toISOString(),
      durationMs: r.durationMs,
      counts: {
        new: r.newCount,
        updated: r.updatedCount,
        unchanged: r.unchangedCount,
        archived: r.archivedCount,
        rejected: r.rejectedCount,
        photoFailures: r.photoFailures,
      } satisfies ImportCounts,
      rejections: r.rejections,
    })),
  };
}
export type ImportRunView = Awaited<ReturnType<typeof listImportRuns>>["results"][number];
