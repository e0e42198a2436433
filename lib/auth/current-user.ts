import "server-only";
import { getSellerProfileByUser } from "@/lib/sellers/queries";
import { cooldownRemaining, pendingPhone } from "@/lib/sellers/phone-verification";
import { isAdmin } from "./admin";
import type { CurrentSession } from "./session";

export interface CurrentUserView {
  username: string | null;
  user_id: string | null;
  seller_profile_id: number | null;
  is_admin: boolean;
}

export async function getCurrentUserView(session: CurrentSession | null): Promise<CurrentUserView> {
  if (!session) return { username: null, user_id: null, seller_profile_id: null, is_admin: false };
  const profile = await getSellerProfileByUser({ userId: session.user.id });
  return {
    username: session.user.username,
    user_id: session.user.id,
    seller_profile_id: profile?.id ?? null,
    is_admin: isAdmin(session.user),
  };
}

/** GET /api/profile/get/ (seed 001 §3, user profile). */
export async function getUserProfileView(session: CurrentSession) {
  const userId = session.user.id;
  const [pending, wait] = await Promise.all([
    pendingPhone({ userId }),
    cooldownRemaining({ userId }),
  ]);
  return {
    email: session.user.email,
    email_verified: session.user.emailVerified,
    username: session.user.username,
    phone_pending_verification: pending,
    phone_verification_cooldown_active: wait > 0,
    phone_verification_cooldown_seconds_remaining: wait,
  };
}
