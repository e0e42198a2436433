import "server-only";
import { eq } from "drizzle-orm";
import { setSellerType } from "@/lib/ads/mutations";
import { AppError } from "@/lib/infra/errors";
import type { UploadedFile } from "@/lib/infra/api/multipart";
import type { SessionUser } from "@/lib/auth/session";
import { invalidateSellerPages } from "@/server/page-cache/invalidate";
import { getDb } from "@/lib/infra/db/client";
import { sellerProfiles, type SellerProfileRow } from "@/lib/infra/db/schema";
import { deleteAvatar, storeAvatar } from "@/lib/media/avatar";
import { resolveLocation } from "@/lib/places/suggest";
import { isPhoneVerifiedBy } from "./phone-verification";
import { getSellerProfileByUser, toSellerProfileView } from "./queries";
import type { SellerProfileFields } from "./schemas";

/** "keep" when the form sent no avatar field, null to remove it, or a new file. */
export type AvatarChange = UploadedFile | null | "keep";

const profileExists = () =>
  new AppError("conflict.profile_exists", "You already have a seller profile.");

/** 409 when the user has a seller profile: create checks it before reading the upload. */
export async function assertNoSellerProfile({ userId }: { userId: string }) {
  if (await getSellerProfileByUser({ userId })) throw profileExists();
}

/** The user's seller profile, or 404: update checks it before reading the upload. */
export async function requireSellerProfile({ userId }: { userId: string }) {
  const current = await getSellerProfileByUser({ userId });
  if (!current) throw new AppError("not_found.no_profile", "You have no seller profile yet.");
  return current;
}

const mustVerify = () =>
  new AppError("bad_request.phone_unverified", "Verify the phone number first.", {
    phone_number: "sellerProfileForm.errors.phoneMustBeVerified",
  });

/**
 * Creates the user's seller profile. The route has already answered 409 for an existing one
 * (assertNoSellerProfile, before reading the upload); the insert's conflict guard covers a race.
 */
export async function createSellerProfile({
  user,
  fields,
  avatar,
}: {
  user: SessionUser;
  fields: SellerProfileFields;
  avatar: AvatarChange;
}) {
  if (!(await isPhoneVerifiedBy({ userId: user.id, phone: fields.phone_number })))
    throw mustVerify();
  const location = resolveLocation({ location: fields.location, placeId: fields.place_id });
  const avatarUrl = avatar && avatar !== "keep" ? await storeAvatar(avatar) : null;
  const [row] = await getDb()
    .insert(sellerProfiles)
    .values({
      userId: user.id,
      displayName: fields.display_name,
      avatarUrl,
      location: location.name,
      locationLink: location.link,
      phoneNumber: fields.phone_number,
      phoneVerified: true,
      contactEmail: user.email,
      isDealer: fields.is_dealer ?? false,
      // a private seller's profile keeps no IČO
      ico: fields.is_dealer ? (fields.ico ?? null) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    await deleteAvatar(avatarUrl);
    throw profileExists();
  }
  await invalidateSellerPages(row.id); // its page may be cached as missing
  return toSellerProfileView(row);
}

/** Updates `current`, the user's seller profile as the route read it (requireSellerProfile). */
export async function updateSellerProfile({
  user,
  current,
  fields,
  avatar,
}: {
  user: SessionUser;
  current: SellerProfileRow;
  fields: SellerProfileFields;
  avatar: AvatarChange;
}) {
  const samePhone = current.phoneVerified && current.phoneNumber === fields.phone_number;
  if (!samePhone && !(await isPhoneVerifiedBy({ userId: user.id, phone: fields.phone_number })))
    throw mustVerify();
  const location = resolveLocation({ location: fields.location, placeId: fields.place_id });
  const avatarUrl =
    avatar === "keep" ? current.avatarUrl : avatar ? await storeAvatar(avatar) : null;
  const dealer = fields.is_dealer ?? current.isDealer;
  const [row] = await getDb()
    .update(sellerProfiles)
    .set({
      displayName: fields.display_name,
      avatarUrl,
      location: location.name,
      locationLink: location.link,
      phoneNumber: fields.phone_number,
      phoneVerified: true,
      contactEmail: user.email,
      isDealer: dealer,
      // cleared when the profile is no longer a dealer's; an absent field keeps it
      ico: dealer ? (fields.ico === undefined ? current.ico : fields.ico) : null,
      updatedAt: new Date(),
    })
    .where(eq(sellerProfiles.id, current.id))
    .returning();
  if (avatarUrl !== current.avatarUrl) await deleteAvatar(current.avatarUrl);
  // also when the flag stayed: a change whose ads' update failed is mended by the next save
  if (fields.is_dealer !== undefined)
    await setSellerType({ profileId: current.id, dealer: row.isDealer });
  await invalidateSellerPages(current.id); // their page and their ads' pages show the profile
  return toSellerProfileView(row);
}
