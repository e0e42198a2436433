import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { adImages, ads, type NewAdRow } from "@/lib/db/schema";
import { searchIndexChanged } from "@/lib/search/live-index";
import { canManageAd, ownsAd } from "./policy";
import { getAdViewerOf } from "./viewer";

// Every write to ads and ad_images goes through this module (and mutations-bulk.ts for seeding);
// ESLint forbids them elsewhere. Each write tells this process's search index, and a change of
// photos moves the ad's updated_date (as the ad_images trigger does for any other writer), so
// other instances and the result-card cache see it too.

/** Who acts: the session user, whose role is read from the database on every request. */
export type Actor = Pick<SessionUser, "id" | "role">;

/** One photo of an ad, in the order shown. */
export type AdPhoto = {
  fullUrl: string;
  miniUrl: string;
  width?: number | null;
  height?: number | null;
  storageKey?: string | null;
};

/**
 * What an edit may change: not who sells the ad, nor its dates (the database keeps updated_date),
 * nor its status (archiveAd and deleteAd, each with its own rules).
 */
export type AdChanges = Partial<
  Omit<
    NewAdRow,
    "id" | "sellerProfileId" | "sellerUserId" | "createdDate" | "updatedDate" | "status"
  >
>;

/** The ad, if it exists, is not deleted and the actor may manage it (owner or admin; admin only if asked); otherwise 404/403. */
async function managedAd(db: Db, id: number, actor: Actor, { adminOnly = false } = {}) {
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

const photoRows = (adId: number, photos: AdPhoto[]) =>
  photos.map((p, position) => ({ ...p, adId, position }));

/** A new ad with its photos, in one transaction. Who may create it is the caller's check (the seller's own profile). */
export async function createAd({ ad, photos = [] }: { ad: NewAdRow; photos?: AdPhoto[] }) {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(ads).values(ad).returning();
    if (photos.length) await tx.insert(adImages).values(photoRows(created.id, photos));
    return created;
  });
  searchIndexChanged();
  return row;
}

/** Edits an ad's fields (owner or admin). */
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
  await managedAd(db, id, actor);
  await db.update(ads).set(changes).where(eq(ads.id, id));
  searchIndexChanged();
  return { id };
}

/** Replaces an ad's photos, in the order given (owner or admin); the ad's updated_date moves with them. */
export async function setAdPhotos({
  id,
  actor,
  photos,
}: {
  id: number;
  actor: Actor;
  photos: AdPhoto[];
}) {
  const db = getDb();
  await managedAd(db, id, actor);
  await db.transaction(async (tx) => {
    await tx.delete(adImages).where(eq(adImages.adId, id));
    if (photos.length) await tx.insert(adImages).values(photoRows(id, photos));
    await tx.update(ads).set({ updatedDate: new Date() }).where(eq(ads.id, id));
  });
  searchIndexChanged();
  return { id };
}

/** Deletes an ad (owner or admin): it leaves every list and its page answers 404; the row stays. */
export async function deleteAd({ id, actor }: { id: number; actor: Actor }) {
  const db = getDb();
  await managedAd(db, id, actor);
  await db.update(ads).set({ status: "deleted" }).where(eq(ads.id, id));
  searchIndexChanged();
  return { id, status: "deleted" as const };
}

/**
 * Archives an ad (seed 001 §4 lifecycle). The owner route lets the ad's seller or an admin do it,
 * the admin route (`as: "admin"`) admins only; both are checked here on every call. An admin
 * archiving through the admin route or someone else's ad is written to the audit log. Archiving
 * an archived ad answers the same (idempotent); a missing or deleted ad is 404.
 */
export async function archiveAd({
  id,
  actor,
  as = "owner",
}: {
  id: number;
  actor: Actor;
  as?: "owner" | "admin";
}) {
  const db = getDb();
  const { ad, viewer } = await managedAd(db, id, actor, { adminOnly: as === "admin" });
  // The owner route by the ad's own seller is not an admin action (no audit entry).
  const owner = as === "owner" && ownsAd({ viewer, ad });
  if (ad.status !== "archived") {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(ads)
        .set({ status: "archived", updatedDate: new Date() })
        .where(and(eq(ads.id, id), notInArray(ads.status, ["archived", "deleted"])))
        .returning({ id: ads.id });
      if (owner || changed.length === 0) return;
      await recordAdminAction(tx, {
        actorUserId: actor.id,
        action: "ad.archive",
        target: `ad:${id}`,
        details: { route: as, from: ad.status },
      });
    });
    searchIndexChanged();
  }
  return { id, status: "archived" as const };
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
  await getDb()
    .update(ads)
    .set({ descEn: en, descRu: ru })
    .where(and(eq(ads.id, id), eq(ads.descCz, source)));
}
