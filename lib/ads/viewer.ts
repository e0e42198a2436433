import "server-only";
import { isAdmin } from "@/lib/auth/admin";
import type { SessionUser } from "@/lib/auth/session";
import { getSellerProfileByUser } from "@/lib/sellers/queries";
import type { Viewer, ManagedAd } from "./policy";

/** A signed-in user as lib/ads/policy.ts sees them; the seller profile is read only when the ad has a seller. */
export async function getAdViewerOf({
  user,
  ad,
}: {
  user: Pick<SessionUser, "id" | "role">;
  ad: ManagedAd;
}): Promise<Viewer> {
  const profile = ad.sellerProfileId ? await getSellerProfileByUser({ userId: user.id }) : null;
  return { userId: user.id, sellerProfileId: profile?.id ?? null, isAdmin: isAdmin(user) };
}
