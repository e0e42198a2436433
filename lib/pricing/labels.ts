import "server-only";
import { gt } from "drizzle-orm";
import { getDb, type Db } from "@/lib/infra/db/client";
import { priceRatings } from "@/lib/infra/db/schema";
import { invalidateAdPagesOnly } from "@/server/page-cache/invalidate";
import type { PriceLabel } from "./types";

// Every rated ad's price label in this process's memory (issue 30), for the badges on result
// cards, favourites and seller pages at no cost to their queries: read whole once, then every
// READ_EVERY_MS the ratings written since (price_ratings.written_at), by whichever process wrote
// them; the pages of ads whose rating another process changed leave this process's page cache too.

const READ_EVERY_MS = 2000;
/** Rows committed this long after their written_at still get read (a statement's own clock). */
const MARGIN_MS = 2000;

interface Labels {
  db: Db;
  labels: Map<number, PriceLabel>;
  /** the latest written_at read, in ms */
  watermark: number;
  readAt: number;
  reading?: Promise<void>;
}

const g = globalThis as unknown as { __vozovnaPriceLabels?: Labels };

async function read(s: Labels) {
  const first = s.watermark === 0;
  const rows = await s.db
    .select({
      adId: priceRatings.adId,
      label: priceRatings.label,
      writtenAt: priceRatings.writtenAt,
    })
    .from(priceRatings)
    .where(first ? undefined : gt(priceRatings.writtenAt, new Date(s.watermark - MARGIN_MS)));
  const changed: number[] = [];
  for (const r of rows) {
    if (s.labels.get(r.adId) !== r.label) changed.push(r.adId);
    s.labels.set(r.adId, r.label);
    s.watermark = Math.max(s.watermark, r.writtenAt.getTime());
  }
  if (!first) invalidateAdPagesOnly(changed);
}

/** The labels by ad id, read at most READ_EVERY_MS ago (at once in tests). */
export async function priceLabels(): Promise<ReadonlyMap<number, PriceLabel>> {
  const db = getDb();
  let s = g.__vozovnaPriceLabels;
  if (s?.db !== db) {
    s = { db, labels: new Map(), watermark: 0, readAt: 0 };
    g.__vozovnaPriceLabels = s;
  }
  const now = Date.now();
  if (!s.reading && (now - s.readAt >= READ_EVERY_MS || process.env.NODE_ENV === "test")) {
    const state = s;
    state.readAt = now;
    state.reading = read(state).finally(() => (state.reading = undefined));
  }
  // the first read, and every read in tests, is waited for; later ones run behind the answer
  if (s.reading && (s.watermark === 0 || process.env.NODE_ENV === "test")) await s.reading;
  return s.labels;
}

/** This process wrote these ratings: read them at the next look, whatever the time. */
export function priceLabelsWritten() {
  const s = g.__vozovnaPriceLabels;
  if (s) s.readAt = 0;
}
