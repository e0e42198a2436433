import "server-only";
import { and, asc, eq, inArray, ne, notInArray } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/infra/errors";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/infra/db/client";
import type { SellerType } from "@/lib/enums/car-data";
import { adImages, ads, sellerProfiles, type NewAdRow } from "@/lib/infra/db/schema";
import { enqueueDescriptionTranslation } from "./translation-queue";
import { invalidateAdPages } from "@/server/page-cache/invalidate";
import { withPlace } from "./place";
import { canManageAd, ownsAd } from "./policy";
import { getAdViewerOf } from "./viewer";
import { writeAds } from "./write";

// Every write to ads and ad_images goes through this module (and the other mutations-*.ts);
// ESLint forbids them elsewhere. Each runs through the write pipeline (./write.ts): one
// transaction with the jobs it causes, then the effects after commit. A change of photos moves
// the ad's updated_date (as the ad_images trigger does for any other writer), so other
// instances and the result-card cache see it too.

/** Who acts: the session user, whose role is read from the database on every request. */
export type Actor = Pick<SessionUser, "id" | "role">;

/** One photo of an ad, in the order shown. */
export type AdPhoto = {
  fullUrl: string;
  miniUrl: string;
  width?: number | null;
  height?: number | null;
  storageKey?: string | null;
  /** Kept from the first upload when a photo stays through an edit (the editor's version). */
  createdAt?: Date;
  /** Where an imported photo was fetched from (lib/import): a re-import of it is not refetched. */
  sourceUrl?: string | null;
  /** The perceptual hash (lib/cars/hash.ts); null: not hashed (demo pictures). */
  phash?: bigint | null;
};

/**
 * What an edit may change: not who sells the ad, nor its dates (the database keeps updated_date),
 * nor its status (deleteAd, and archiveAd and renewAd of ./mutations-status.ts, each with its own
 * rules).
 */
export type AdChanges = Partial<
  Omit<
    NewAdRow,
    "id" | "sellerProfileId" | "sellerUserId" | "createdDate" | "updatedDate" | "status"
  >
>;

/** The ad, if it exists, is not deleted and the actor may manage it (owner or admin; admin only if asked); otherwise 404/403. */
export async function managedAd(db: Db, id: number, actor: Actor, { adminOnly = false } = {}) {
  const [ad] = await db
    .select({ status: ads.status, sellerProfileId: ads.sellerProfileId })
    .from(ads)
    .where(eq(ads.id, id))
    .limit(1);
  if (!ad || ad.status === "deleted") throw new AppError("not_found", "Ad not found.");
  const viewer = await getAdViewerOf({ user: actor, ad });
  if (adminOnly && !viewer.isAdmin) throw new AppError("forbidden", "Only admins may do this.");
  if (!canManageAd({ viewer, ad }))
    throw new AppError("forbidden", "This ad belongs to another seller.");
  return { ad, viewer };
}

/**
 * The photos whose stored objects no other ad that is not deleted uses. The demo seed shares one
 * stored picture between many ads; removing it for one would take it from all of them.
 */
async function unsharedPhotos<T extends Pick<AdPhoto, "storageKey">>(
  db: Pick<Db, "selectDistinct">,
  adId: number,
  photos: T[],
): Promise<T[]> {
  const keys = [...new Set(photos.map((p) => p.storageKey).filter((k): k is string => !!k))];
  if (keys.length === 0) return [];
  const shared = await db
    .selectDistinct({ key: adImages.storageKey })
    .from(adImages)
    .innerJoin(ads, eq(ads.id, adImages.adId))
    .where(
      and(inArray(adImages.storageKey, keys), ne(adImages.adId, adId), ne(ads.status, "deleted")),
    );
  const taken = new Set(shared.map((r) => r.key));
  return photos.filter((p) => p.storageKey && !taken.has(p.storageKey));
}

const photoRows = (adId: number, photos: AdPhoto[]) =>
  photos.map((p, position) => ({ ...p, adId, position }));

/**
 * A new ad with its photos (and, with `translate`, its description's translation job), in one
 * transaction. Who may create it is the caller's check (the seller's own profile). Once it has
 * committed it answers the ad; the effects (the index, the page cache, a VIN's check) never
 * undo it. `photos` may be taken within the transaction (the wizard's draft photos,
 * lib/ads/draft-photos.ts); `newlyStored` photos are removed if it does not commit.
 */
export async function createAd({
  ad,
  photos = [],
  translate = false,
  newlyStored = [],
}: {
  ad: NewAdRow;
  photos?: AdPhoto[] | ((tx: Db) => Promise<AdPhoto[]>);
  translate?: boolean;
  /** photos stored for this ad alone just before: removed if it does not commit */
  newlyStored?: AdPhoto[];
}) {
  return writeAds(
    async (tx) => {
      const list = typeof photos === "function" ? await photos(tx) : photos;
      const sellerType = await sellerTypeOf(tx, ad);
      const [created] = await tx
        .insert(ads)
        .values(withPlace({ ...ad, sellerType }))
        .returning();
      if (list.length) await tx.insert(adImages).values(photoRows(created.id, list));
      if (translate) await enqueueDescriptionTranslation({ adId: created.id, tx });
      return { result: created, ads: [created.id], vinSet: created.vinNumber ? [created.id] : [] };
    },
    { storedBefore: newlyStored },
  );
}

/** Who sells a new ad: its source's listing, or its seller profile's dealer flag (issue 29). */
async function sellerTypeOf(
  tx: Db,
  ad: Pick<NewAdRow, "source" | "sellerProfileId">,
): Promise<SellerType> {
  if (ad.source !== undefined && ad.source !== "own") return "imported";
  if (ad.sellerProfileId == null) return "private";
  const [profile] = await tx
    .select({ dealer: sellerProfiles.isDealer })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, ad.sellerProfileId));
  return profile?.dealer ? "dealer" : "private";
}

/**
 * Who sells a seller's own ads after their profile's dealer flag was set (issue 29): one UPDATE
 * of the profile's ads posted here and not deleted whose type differs (imported listings stay
 * "imported"), so the search index and the page cache hear of the ads it changed (and the
 * ads_changed trigger moves their updated_date, which tells the other instances). A flag that
 * did not change writes nothing. Answers the ids changed.
 */
export function setSellerType({ profileId, dealer }: { profileId: number; dealer: boolean }) {
  const type: SellerType = dealer ? "dealer" : "private";
  return writeAds(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ sellerType: type })
      .where(
        and(
          eq(ads.sellerProfileId, profileId),
          eq(ads.source, "own"),
          ne(ads.status, "deleted"),
          ne(ads.sellerType, type),
        ),
      )
      .returning({ id: ads.id });
    const ids = rows.map((r) => r.id);
    return { result: ids, ads: ids };
  });
}

/** "descCz" → "desc_cz": the API's name of a column, for the audit log. */
const apiName = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Whether an edit leaves a column as it is (dates by their time, sets by their values; null and undefined alike). */
export const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : Array.isArray(a) && Array.isArray(b)
      ? a.length === b.length && a.every((v, i) => v === b[i])
      : (a ?? null) === (b ?? null);

/** The changed columns' values by their API names. */
const valuesOf = (row: Record<string, unknown>, columns: string[]) =>
  Object.fromEntries(columns.map((c) => [apiName(c), row[c] ?? null]));

/**
 * Edits an ad's fields (owner or admin; an archived or sold ad too). Only the fields whose value
 * differs are written; with none, nothing is (no date moves). Otherwise, in one transaction:
 * a new desc_cz clears desc_en and desc_ru and queues their translation; an edit by the ad's
 * seller confirms it is still for sale (checked_at = now); an admin editing someone else's ad is
 * audited ("ad.edit", the changed fields before and after). A price change lands in
 * ad_price_history by the ads trigger. After commit a new VIN is checked against other sellers'
 * active ads (flagDuplicateVin). Returns the changed fields' API names.
 */
export async function updateAd({
  id,
  actor,
  changes,
}: {
  id: number;
  actor: Actor;
  changes: AdChanges;
}) {
  const db = getDb();
  const { ad, viewer } = await managedAd(db, id, actor);
  const owner = ownsAd({ viewer, ad });
  const changed = await writeAds(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for("update");
    if (!before || before.status === "deleted") throw new AppError("not_found", "Ad not found.");
    const columns = (Object.keys(changes) as (keyof AdChanges)[]).filter(
      (c) => changes[c] !== undefined && !sameValue(before[c as keyof typeof before], changes[c]),
    );
    if (columns.length === 0) return { result: [], ads: [] };
    const set: AdChanges = Object.fromEntries(columns.map((c) => [c, changes[c]]));
    const newText = columns.includes("descCz");
    if (newText) Object.assign(set, { descEn: null, descRu: null });
    if (owner) set.checkedAt = new Date();
    await tx.update(ads).set(withPlace(set)).where(eq(ads.id, id));
    if (newText) await enqueueDescriptionTranslation({ adId: id, tx });
    if (!owner)
      await recordAdminAction(tx, {
        actorUserId: actor.id,
        action: "ad.edit",
        target: `ad:${id}`,
        details: { before: valuesOf(before, columns), after: valuesOf(set, columns) },
      });
    return {
      result: columns,
      ads: [id],
      previous: [{ make: before.make, model: before.model }],
      vinSet: columns.includes("vinNumber") && changes.vinNumber ? [id] : [],
    };
  });
  return { id, changed: changed.map(apiName) };
}

/**
 * Replaces an ad's photos, in the order given (owner or admin), in one transaction; the ad's
 * updated_date moves with them (and its seller's edit confirms it, checked_at). A photo is either
 * a new one (stored by the caller) or the URL of one of the ad's current photos, which keeps its
 * stored objects and first upload date; a URL that is not (any more) one of them is a 400 and
 * nothing changes. An admin changing someone else's photos is audited ("ad.photos"). The dropped
 * photos whose stored objects nothing else uses are removed after commit (./write.ts).
 */
export async function setAdPhotos({
  id,
  actor,
  photos,
}: {
  id: number;
  actor: Actor;
  photos: (AdPhoto | string)[];
}) {
  const db = getDb();
  const { ad, viewer } = await managedAd(db, id, actor);
  const owner = ownsAd({ viewer, ad });
  await writeAds(async (tx) => {
    const [locked] = await tx
      .select({ status: ads.status })
      .from(ads)
      .where(eq(ads.id, id))
      .for("update");
    if (!locked || locked.status === "deleted") throw new AppError("not_found", "Ad not found.");
    const current = await tx
      .select()
      .from(adImages)
      .where(eq(adImages.adId, id))
      .orderBy(asc(adImages.position));
    const byUrl = new Map(current.map((p) => [p.fullUrl, p]));
    const next: AdPhoto[] = photos.map((p) => {
      if (typeof p !== "string") return p;
      const kept = byUrl.get(p);
      if (!kept)
        throw new AppError("bad_request", "A kept photo is not one of this ad's photos.", {
          existing_images: "createAd.errors.editPhotoUnknown",
        });
      const { fullUrl, miniUrl, width, height, storageKey, createdAt, phash } = kept;
      return { fullUrl, miniUrl, width, height, storageKey, createdAt, phash };
    });
    await tx.delete(adImages).where(eq(adImages.adId, id));
    if (next.length) await tx.insert(adImages).values(photoRows(id, next));
    const now = new Date();
    await tx
      .update(ads)
      .set(owner ? { updatedDate: now, checkedAt: now } : { updatedDate: now })
      .where(eq(ads.id, id));
    if (!owner)
      await recordAdminAction(tx, {
        actorUserId: actor.id,
        action: "ad.photos",
        target: `ad:${id}`,
        details: {
          before: current.map((p) => p.fullUrl),
          after: next.map((p) => p.fullUrl),
        },
      });
    const used = new Set(next.map((p) => p.storageKey ?? p.fullUrl));
    const dropped = current.filter((p) => !used.has(p.storageKey ?? p.fullUrl));
    return { result: undefined, ads: [id], unusedPhotos: await unsharedPhotos(tx, id, dropped) };
  });
  return { id };
}

/**
 * Deletes an ad (owner or admin): it leaves every list and its page answers 404; the row and its
 * photo rows stay (the audit, the reports and the price history point at them). Its stored photo
 * objects are removed after commit (unless another ad uses them too): nothing may show them any
 * more, and a seller who deletes an ad expects its pictures gone (number plates, the home). An
 * admin deleting someone else's ad is audited ("ad.delete").
 */
export async function deleteAd({ id, actor }: { id: number; actor: Actor }) {
  const db = getDb();
  const { ad, viewer } = await managedAd(db, id, actor);
  const owner = ownsAd({ viewer, ad });
  await writeAds(async (tx) => {
    const changed = await tx
      .update(ads)
      .set({ status: "deleted" })
      .where(and(eq(ads.id, id), notInArray(ads.status, ["deleted"])))
      .returning({ id: ads.id });
    if (changed.length === 0) throw new AppError("not_found", "Ad not found.");
    if (!owner)
      await recordAdminAction(tx, {
        actorUserId: actor.id,
        action: "ad.delete",
        target: `ad:${id}`,
        details: { from: ad.status },
      });
    const own = await tx
      .select({ storageKey: adImages.storageKey, width: adImages.width })
      .from(adImages)
      .where(eq(adImages.adId, id));
    return { result: undefined, ads: [id], unusedPhotos: await unsharedPhotos(tx, id, own) };
  });
  return { id, status: "deleted" as const };
}

/**
 * Stores the translations of a description, unless desc_cz changed since it was read (a later
 * edit queues its own translation). The update date stays: a translation is not an edit.
 */
export async function saveDescriptionTranslations({
  id,
  source,
  en,
  ru,
}: {
  id: number;
  source: string;
  en: string;
  ru: string;
}) {
  const saved = await getDb()
    .update(ads)
    .set({ descEn: en, descRu: ru })
    .where(and(eq(ads.id, id), eq(ads.descCz, source)))
    .returning({ id: ads.id });
  // the /en and /ru pages show the translation (the search index has nothing to read)
  if (saved.length) await invalidateAdPages([id]);
}
