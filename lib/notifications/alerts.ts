import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { asLocale } from "@/lib/auth/translate";
import { getAdCardsByIds } from "@/lib/ads/cards";
import type { AdListItem } from "@/lib/ads/types";
import { getDb } from "@/lib/infra/db/client";
import { ads, savedSearches, users } from "@/lib/infra/db/schema";
import { routes } from "@/lib/routes";
import { toSearchFilters } from "@/lib/saved-searches/filters";
import { searchEngine, type UserMatcher } from "@/lib/search/engine";
import type { CatalogItem, SearchFilters } from "@/lib/search/schemas";
import { emailAd, pageUrl, searchUrl, unsubscribeLinks } from "./links";
import { queueDigest } from "./mail-jobs";
import type { AlertFrequency, DigestProps, DigestSearch } from "./emails/saved-search-digest";

// The saved-search alert run (ARCHITECTURE.md §4.10). Each search keeps a high-water mark
// (alerted_through): the ads created up to it have been considered. A run takes the window
// [mark, through) with through = now − a safety margin (the in-process search index follows the
// database within seconds, and a transaction may commit a little after its ads' created time), so
// an ad lands in exactly one window. Per user, one transaction moves the marks with a
// compare-and-set and queues the digest only for the searches whose mark it moved: a retry or a
// second runner finds the marks moved and sends nothing.

/** How far behind now a run looks: later ads wait for the next run. */
export const ALERT_SAFETY_MARGIN_MS = 15_000;
/** Ads listed per search; the rest are "and N more". */
export const ADS_PER_SEARCH = 10;
/** Searches per e-mail: the most an unsubscribe link names (lib/saved-searches/token.ts). */
export const DIGEST_MAX_SEARCHES = 50;
/** Ads per card read. */
const CARD_BATCH = 5000;

export interface AlertRunResult {
  users: number;
  searches: number;
  mails: number;
  adsListed: number;
  /** milliseconds spent matching (index), reading the cards, and writing marks and e-mails */
  ms: { match: number; cards: number; mails: number };
}

interface DueSearch {
  id: number;
  userId: string;
  name: string;
  uri: string;
  filters: unknown;
  catalogFilter: unknown;
  /** the mark exactly as stored (text keeps the microseconds the CAS compares) */
  seen: string;
  email: string;
  locale: string;
}

interface Found {
  search: DueSearch;
  ids: number[];
  total: number;
}

/** The run of one frequency ("never" has none): one digest e-mail per user with new matches. */
export async function runSavedSearchAlerts(
  frequency: AlertFrequency,
  { now = new Date() }: { now?: Date } = {},
): Promise<AlertRunResult> {
  const through = new Date(now.getTime() - ALERT_SAFETY_MARGIN_MS);
  const rows: DueSearch[] = await getDb()
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      uri: savedSearches.uri,
      filters: savedSearches.filters,
      catalogFilter: savedSearches.catalogFilter,
      seen: sql<string>`${savedSearches.alertedThrough}::text`,
      email: users.email,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.notificationFrequency, frequency),
        lt(savedSearches.alertedThrough, through),
      ),
    )
    .orderBy(asc(savedSearches.userId), asc(savedSearches.id));

  const byUser = new Map<string, DueSearch[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);

  const result: AlertRunResult = {
    users: byUser.size,
    searches: rows.length,
    mails: 0,
    adsListed: 0,
    ms: { match: 0, cards: 0, mails: 0 },
  };
  let t0 = performance.now();
  // ads created at or after `through` wait for the next run; usually there are none at all
  const [{ n: later }] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(ads)
    .where(and(eq(ads.status, "active"), gte(ads.createdDate, through)));

  // the new matches of every search, user by user (one matcher per user)
  const found = new Map<string, Found[]>();
  for (const [userId, searches] of byUser) {
    const matcher = await searchEngine().forUser(userId);
    const list = await Promise.all(searches.map((s) => newMatches(matcher, s, through, later > 0)));
    found.set(
      userId,
      list.filter((f): f is Found => f !== null),
    );
  }

  result.ms.match = Math.round(performance.now() - t0);
  t0 = performance.now();
  // one card read for the run: active ads created before `through`
  const ids = [...new Set([...found.values()].flat().flatMap((f) => f.ids))];
  const byId = new Map<number, AdListItem>();
  for (let i = 0; i < ids.length; i += CARD_BATCH)
    for (const card of await getAdCardsByIds({
      ids: ids.slice(i, i + CARD_BATCH),
      where: and(eq(ads.status, "active"), lt(ads.createdDate, through)),
    }))
      byId.set(card.id, card);
  result.ms.cards = Math.round(performance.now() - t0);
  t0 = performance.now();

  for (const [userId, searches] of byUser) {
    const { mails, ads: listedAds } = await alertUser(
      userId,
      searches,
      found.get(userId) ?? [],
      byId,
      frequency,
      through,
    );
    result.mails += mails;
    result.adsListed += listedAds;
  }
  result.ms.mails = Math.round(performance.now() - t0);
  return result;
}

/** New matches of one search in [mark, through): the count and the newest ids (a few extra). */
async function newMatches(
  matcher: UserMatcher,
  search: DueSearch,
  through: Date,
  anyLater: boolean,
): Promise<Found | null> {
  let filters: SearchFilters;
  try {
    filters = toSearchFilters(
      (search.filters ?? {}) as Record<string, unknown>,
      (search.catalogFilter ?? []) as CatalogItem[],
    );
  } catch {
    return null; // a search the search API would refuse matches nothing
  }
  const since = { ...filters, created_after: new Date(search.seen).toISOString() };
  const later = { ...filters, created_after: through.toISOString() };
  const [sinceCount, laterCount] = await Promise.all([
    matcher.count(since),
    anyLater ? matcher.count(later) : 0,
  ]);
  const total = sinceCount - laterCount;
  if (total <= 0) return null;
  // the ads created at or after `through` may sit among the newest: read enough to skip them
  const ids = await matcher.newest(since, ADS_PER_SEARCH + laterCount);
  return { search, ids, total };
}

/** One user's searches: the digest (if anything is new) and the marks, in one transaction. */
async function alertUser(
  userId: string,
  searches: DueSearch[],
  found: Found[],
  byId: Map<number, AdListItem>,
  frequency: AlertFrequency,
  through: Date,
): Promise<{ mails: number; ads: number }> {
  const listed = new Map<number, { cards: AdListItem[]; more: number }>();
  for (const f of found) {
    const list = f.ids
      .filter((id) => byId.has(id))
      .slice(0, ADS_PER_SEARCH)
      .map((id) => byId.get(id)!);
    if (list.length)
      listed.set(f.search.id, { cards: list, more: Math.max(0, f.total - list.length) });
  }

  return getDb().transaction(async (tx) => {
    const values = sql.join(
      searches.map(
        (s) => sql`(${s.id}::int, ${s.seen}::timestamptz, ${listed.has(s.id)}::boolean)`,
      ),
      sql`, `,
    );
    const moved = await tx.execute(sql`
      UPDATE saved_searches s SET alerted_through = ${through.toISOString()}::timestamptz,
        last_notified_at = CASE WHEN v.notify THEN now() ELSE s.last_notified_at END
      FROM (VALUES ${values}) AS v(id, seen, notify)
      WHERE s.id = v.id AND s.user_id = ${userId} AND s.alerted_through = v.seen
        AND s.notification_frequency = ${frequency}
      RETURNING s.id`);
    const movedIds = new Set(
      ((moved as { rows?: { id: number }[] }).rows ?? (moved as unknown as { id: number }[])).map(
        (r) => Number(r.id),
      ),
    );
    const mine = searches.filter((s) => movedIds.has(s.id) && listed.has(s.id));
    if (mine.length === 0) return { mails: 0, ads: 0 };

    const locale = asLocale(searches[0].locale);
    const digest: DigestSearch[] = mine.map((s) => {
      const { cards: list, more } = listed.get(s.id)!;
      return {
        id: s.id,
        name: s.name,
        url: searchUrl(s.uri, s.id, locale),
        ads: list.map((c) => emailAd(c, locale)),
        more,
      };
    });
    // one e-mail per user; a user with more due searches than an unsubscribe link may name gets
    // one e-mail per DIGEST_MAX_SEARCHES of them
    for (let i = 0; i < digest.length; i += DIGEST_MAX_SEARCHES) {
      const part = digest.slice(i, i + DIGEST_MAX_SEARCHES);
      const unsubscribe = unsubscribeLinks(
        part.map((s) => s.id),
        locale,
      );
      const props: DigestProps = {
        locale,
        siteUrl: pageUrl(routes.home, locale),
        frequency,
        searches: part,
        manageUrl: pageUrl(routes.savedSearches, locale),
        unsubscribeUrl: unsubscribe.pageUrl,
      };
      await queueDigest({ to: searches[0].email, props, headers: unsubscribe.headers }, tx);
    }
    return {
      mails: Math.ceil(digest.length / DIGEST_MAX_SEARCHES),
      ads: digest.reduce((n, s) => n + s.ads.length, 0),
    };
  });
}
