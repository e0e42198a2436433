import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { slugify } from "@/lib/registry/slug";
import { onIndexRead } from "@/lib/search/index-reads";
import { getCatalogOptions } from "@/lib/search/registry-options";
import { clearPageCache, getPageCache } from "./page-cache.mjs";
import { adTag, landingTag, SEARCH_TAG, sellerTag } from "./page-tags.mjs";

// The page cache's invalidation (ARCHITECTURE.md §7 "Page cache and security policy"): which cached pages
// show an ad or a seller, dropped after a write. Called by the ad-write module for this process's
// writes (lib/ads/changed.ts) and by the live search index for every ad it reads as changed,
// which brings other processes' writes here within its poll.

/** What decides the pages an ad appears on. `updatedUs`: its version, read with it. */
export interface AdPageFacts {
  id: number;
  make: string;
  model: string;
  sellerProfileId: number | null;
  updatedUs?: number;
}

/** A make and model the ad was listed under before an edit. */
export type Listing = Pick<AdPageFacts, "make" | "model">;

/** The landing tags of a make and model by name (the registry's slugs; derived ones for names it lacks). */
async function landingTags(listings: Listing[]): Promise<string[]> {
  const catalog = await getCatalogOptions().catch(() => []);
  return listings.flatMap(({ make, model }) => {
    const m = catalog.find((c) => c.name === make);
    const makeSlug = m?.slug ?? slugify(make);
    const modelSlug = m?.models.find((x) => x.name === model)?.slug ?? slugify(model);
    return [landingTag(makeSlug), landingTag(makeSlug, modelSlug)];
  });
}

/** The tags of every page that shows these ads (their own, their sellers', their landings, search). */
export async function adPageTags(facts: AdPageFacts[], previous: Listing[] = []) {
  const tags = new Set<string>([SEARCH_TAG]);
  for (const f of facts) {
    tags.add(adTag(f.id));
    if (f.sellerProfileId !== null) tags.add(sellerTag(f.sellerProfileId));
  }
  for (const t of await landingTags([...facts, ...previous])) tags.add(t);
  return [...tags];
}

// Versions (updated_date) of ads already invalidated, so the live index's next reads of this
// process's own writes (it re-reads the last seconds) drop nothing twice. On globalThis: Next may
// load this module more than once in a process.
const SEEN_FOR_MS = 60_000;
const g = globalThis as unknown as {
  __vozovnaPageCacheSeen?: Map<number, { v: number; at: number }>;
};
const seen = () => (g.__vozovnaPageCacheSeen ??= new Map());

function remember(facts: Pick<AdPageFacts, "id" | "updatedUs">[]) {
  const now = Date.now();
  const map = seen();
  for (const f of facts) if (f.updatedUs !== undefined) map.set(f.id, { v: f.updatedUs, at: now });
  for (const [id, { at }] of map) if (now - at > SEEN_FOR_MS) map.delete(id);
}

/** The other listings of these ads' cars (ARCHITECTURE.md §4.17): their pages show these ads' prices. */
async function carMates(ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const mate = alias(ads, "mate");
  const rows = await getDb()
    .selectDistinct({ id: mate.id })
    .from(ads)
    .innerJoin(mate, and(isNotNull(mate.carId), eq(mate.carId, ads.carId)))
    .where(inArray(ads.id, ids));
  return rows.map((r) => r.id);
}

/**
 * Drops the pages of these ads and of their cars' other listings (this process's writes and
 * other processes' alike); a failure drops every page (a stale page is the worse outcome).
 */
async function dropPages(facts: AdPageFacts[], previous: Listing[] = []) {
  const cache = getPageCache();
  if (!cache || facts.length + previous.length === 0) return;
  try {
    const mates = await carMates(facts.map((f) => f.id));
    cache.invalidate([...(await adPageTags(facts, previous)), ...mates.map(adTag)]);
    remember(facts);
  } catch (err) {
    console.error("[page-cache] invalidation failed, dropping every page:", err);
    cache.clear();
  }
}

/** This process wrote these ads (committed): their pages, before and after, leave the cache. */
export async function invalidateAdPages(ids: number[], previous: Listing[] = []) {
  if (!getPageCache() || ids.length === 0) return;
  try {
    const rows = await getDb()
      .select({
        id: ads.id,
        make: ads.make,
        model: ads.model,
        sellerProfileId: ads.sellerProfileId,
        updatedUs: sql<number>`(extract(epoch from ${ads.updatedDate}) * 1000000)::float8`,
      })
      .from(ads)
      .where(inArray(ads.id, ids));
    await dropPages(
      rows.map((r) => ({ ...r, updatedUs: Number(r.updatedUs) })),
      previous,
    );
  } catch (err) {
    console.error("[page-cache] reading the changed ads failed, dropping every page:", err);
    clearPageCache();
  }
}

/**
 * The live search index has just read these ads whole (its load): the page cache starts afresh
 * (a page rendered before may predate a change the load read; renders under way store nothing),
 * and these versions count as seen, so the index's next reads of the last seconds, which find them
 * again, drop nothing. A version committed after the load read its ad differs, and drops its pages.
 */
export function loadedAdVersions(rows: Pick<AdPageFacts, "id" | "updatedUs">[]) {
  if (!getPageCache()) return;
  clearPageCache();
  remember(rows);
}

/** The live search index read these ads as changed: the pages of those not seen yet leave the cache. */
export function invalidateChangedAdPages(rows: AdPageFacts[]) {
  if (!getPageCache()) return Promise.resolve();
  const map = seen();
  const fresh = rows.filter((r) => r.updatedUs === undefined || map.get(r.id)?.v !== r.updatedUs);
  return dropPages(fresh);
}

/** A seller's profile changed (name, photo, place): their page and their ads' pages leave the cache. */
export async function invalidateSellerPages(profileId: number) {
  const cache = getPageCache();
  if (!cache) return;
  try {
    const rows = await getDb()
      .select({ id: ads.id })
      .from(ads)
      .where(eq(ads.sellerProfileId, profileId));
    cache.invalidate([sellerTag(profileId), ...rows.map((r) => adTag(r.id))]);
  } catch (err) {
    console.error("[page-cache] reading the seller's ads failed, dropping every page:", err);
    cache.clear();
  }
}

/**
 * Subscribes this process's page cache to the live search index's reads (at start-up,
 * instrumentation.ts): a load starts the cache afresh, ads read as changed drop their pages.
 */
export function followIndexReads(): () => void {
  return onIndexRead((read) =>
    read.kind === "loaded"
      ? loadedAdVersions(read.recent)
      : read.kind === "rated"
        ? invalidateAdPagesOnly(read.ids)
        : invalidateChangedAdPages(read.ads),
  );
}

/**
 * These ads' own pages leave the cache, nothing else: their price rating changed (lib/pricing),
 * which only the ad page shows — at once in the process that rated them, within the live index's
 * poll in the others (it reads the ratings written since its last look and announces them).
 */
export function invalidateAdPagesOnly(ids: number[]) {
  if (ids.length) getPageCache()?.invalidate(ids.map(adTag));
}
