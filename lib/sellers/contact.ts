import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { ads, contactReveals, sellerProfiles } from "@/lib/infra/db/schema";
import { countAdEvent } from "@/lib/stats/counter";
import type { SellerContact } from "./contact-types";

/**
 * The contact of a seller profile with a verified user, for a signed-in viewer; the reveal is
 * logged (viewer, seller, the ad it came from when it is that seller's, address). A profile
 * without a user (an anonymised imported seller) has no contact here: 404.
 */
export async function revealSellerContact({
  profileId,
  viewerUserId,
  adId,
  ip,
}: {
  profileId: number;
  viewerUserId: string;
  adId: number | null;
  ip: string;
}): Promise<SellerContact> {
  const db = getDb();
  const [profile] = await db
    .select({
      userId: sellerProfiles.userId,
      contactEmail: sellerProfiles.contactEmail,
      phoneNumber: sellerProfiles.phoneNumber,
      location: sellerProfiles.location,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, profileId))
    .limit(1);
  if (!profile?.userId) throw new AppError("not_found", "This seller has no contact details here.");
  const [ad] = adId
    ? await db
        .select({ id: ads.id })
        .from(ads)
        .where(and(eq(ads.id, adId), eq(ads.sellerProfileId, profileId)))
        .limit(1)
    : [];
  await db.insert(contactReveals).values({
    viewerUserId,
    sellerProfileId: profileId,
    adId: ad?.id ?? null,
    ipAddress: ip === "unknown" ? null : ip,
  });
  if (ad) countAdEvent(ad.id, "phoneReveals"); // the ad's statistics (lib/stats)
  return {
    contact_email: profile.contactEmail,
    phone_number: profile.phoneNumber,
    location: profile.location,
  };
}
