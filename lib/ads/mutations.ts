import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import { recordAdminAction } from "@/lib/admin/mutations";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { ads } from "@/lib/db/schema";
import { searchIndexChanged } from "@/lib/search/live-index";
import { canManageAd, ownsAd } from "./policy";
import { getAdViewerOf } from "./viewer";

/** Who acts: the session user, whose role is read from the database on every request. */
export type Actor = Pick<SessionUser, "id" | "role">;

/**
 * Archives an ad (seed 001 §4 lifecycle). The owner route lets the ad's seller or an admin do it,
 * the admin route (`as: "admin"`) admins only; both are checked here on every call. An admin
 * archiving through the admin route or someone else's ad is written to the audit log. Archiving
 * an archived ad answers the same (idempotent); a missing or deleted ad is 404.
 */
export async function archiveAd({ id, actor, as = "owner" }: { id: number; actor: Actor; as?: "owner" | "admin" }) {
  const db = getDb();
  const [ad] = await db.select({ status: ads.status, sellerProfileId: ads.sellerProfileId }).from(ads).where(eq(ads.id, id)).limit(1);
  if (!ad || ad.status === "deleted") throw new AppError("not_found", "Ad not found.");
  const viewer = await getAdViewerOf({ user: actor, ad });
  if (as === "admin" && !viewer.isAdmin) throw new AppError("forbidden", "Only admins may do this.");
  if (!canManageAd({ viewer, ad })) throw new AppError("forbidden", "This ad belongs to another seller.");
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
      await recordAdminAction(tx, { actorUserId: actor.id, action: "ad.archive", target: `ad:${id}`, details: { route: as, from: ad.status } });
    });
    searchIndexChanged();
  }
  return { id, status: "archived" as const };
}

/**
 * Stores the translations of a description, unless desc_cz changed since it was read (a later
 * edit queues its own translation). The update date stays: a translation is not an edit.
 */
export async function saveDescriptionTranslations({ id, source, en, ru }: { id: number; source: string; en: string; ru: string }) {
  await getDb()
    .update(ads)
    .set({ descEn: en, descRu: ru })
    .where(and(eq(ads.id, id), eq(ads.descCz, source)));
}
