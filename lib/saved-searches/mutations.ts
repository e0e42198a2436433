import "server-only";
import { and, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { savedSearches } from "@/lib/infra/db/schema";
import type { NotificationFrequency } from "@/lib/enums";
import { rangeErrors, SearchParamsError, type CatalogItem } from "@/lib/search/schemas";
import type { z } from "zod";
import { savedSearchKey, toSavedFilters, toSearchFilters, type SavedFilters } from "./filters";
import { toSavedSearchItems, type SavedSearchRow } from "./queries";
import { SAVED_SEARCH_LIMIT, type createSavedSearchSchema } from "./schemas";
import { isUnsubscribeToken, parseUnsubscribeIds } from "./token";

type CreateInput = z.output<typeof createSavedSearchSchema>;

const notFound = () => new AppError("not_found", "Saved search not found.");

/** The filters as stored: normalised through the search's parser; a malformed one is a 400 naming it. */
function normalise(input: Pick<CreateInput, "filters" | "catalog_filter">) {
  try {
    const f = toSearchFilters(input.filters, input.catalog_filter);
    // stored ones stay readable as they are; a new one must be able to match something
    const inverted = rangeErrors(f, "filters.");
    if (Object.keys(inverted).length) throw new SearchParamsError(inverted);
    return { filters: toSavedFilters(f), catalogFilter: f.catalog };
  } catch (err) {
    if (err instanceof SearchParamsError)
      throw new AppError("bad_request", "Invalid filters", err.fields);
    throw err;
  }
}

type Tx = Pick<ReturnType<typeof getDb>, "select">;

/** The user's stored searches as keys (savedSearchKey), to find the one a new save repeats. */
async function storedKeys(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      id: savedSearches.id,
      filters: savedSearches.filters,
      catalog: savedSearches.catalogFilter,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return rows.map((r) => ({
    id: r.id,
    key: savedSearchKey(r.filters as SavedFilters, r.catalog as CatalogItem[]),
  }));
}

/**
 * POST /api/saved-searches/: at most SAVED_SEARCH_LIMIT per user, and one per search: the same
 * filters again answer 409 naming the existing entry (a second one would double its alerts and
 * the badge's count).
 */
export async function createSavedSearch({ userId, input }: { userId: string; input: CreateInput }) {
  const { filters, catalogFilter } = normalise(input);
  const db = getDb();
  const row = await db.transaction(async (tx) => {
    // One user's creations queue, so two at once can neither pass the limit nor both store one search.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const stored = await storedKeys(tx, userId);
    const key = savedSearchKey(filters, catalogFilter);
    const same = stored.find((r) => r.key === key);
    if (same)
      throw new AppError(
        "conflict.saved_search_exists",
        "This search is already saved.",
        undefined,
        {
          saved_search_id: same.id,
        },
      );
    if (stored.length >= SAVED_SEARCH_LIMIT)
      throw new AppError(
        "bad_request.saved_search_limit",
        `At most ${SAVED_SEARCH_LIMIT} saved searches.`,
      );
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        filters,
        catalogFilter,
        uri: input.uri,
        notificationFrequency: input.notification_frequency,
      })
      .returning();
    return created;
  });
  return (await toSavedSearchItems({ userId, rows: [row] }))[0];
}

async function updateOwn(userId: string, id: number, set: Partial<SavedSearchRow>) {
  const [row] = await getDb()
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** PATCH /api/saved-searches/{id}/ */
export async function updateSavedSearchFrequency({
  userId,
  id,
  frequency,
}: {
  userId: string;
  id: number;
  frequency: NotificationFrequency;
}) {
  const row = await updateOwn(userId, id, { notificationFrequency: frequency });
  return (await toSavedSearchItems({ userId, rows: [row] }))[0];
}

/** POST /api/saved-searches/{id}/mark_as_viewed/ */
export async function markSavedSearchViewed({ userId, id }: { userId: string; id: number }) {
  const row = await updateOwn(userId, id, { lastViewedAt: new Date() });
  return { success: true, last_viewed_at: row.lastViewedAt.toISOString() };
}

/** DELETE /api/saved-searches/{id}/ */
export async function deleteSavedSearch({ userId, id }: { userId: string; id: number }) {
  const gone = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound();
}

/**
 * The unsubscribe link (seed 001 §3): every named search set to never. The answer is the
 * specification's `{ success, search_name, error }`; null means an invalid id or token.
 */
export async function unsubscribeSavedSearches({
  rawIds,
  token,
}: {
  rawIds: string;
  token: string;
}) {
  const ids = parseUnsubscribeIds(rawIds);
  if (!ids || !isUnsubscribeToken(ids, token)) return null;
  const rows = await getDb()
    .transaction(async (tx) => {
      const updated = await tx
        .update(savedSearches)
        .set({ notificationFrequency: "never" })
        .where(inArray(savedSearches.id, ids))
        .returning({ id: savedSearches.id, name: savedSearches.name });
      // A link naming a search that no longer exists changes none of them.
      if (updated.length !== ids.length) tx.rollback();
      return updated;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return null;
      throw err;
    });
  if (!rows) return null;
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return { success: true, search_name: ids.map((id) => names.get(id)).join(", "), error: null };
}
