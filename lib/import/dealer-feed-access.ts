import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { sellerProfiles } from "@/lib/infra/db/schema";
import { AppError } from "@/lib/infra/errors";

// Who may run a dealer's own feed (issue 32, "Dealers") and how large it may be: a signed-in
// user whose seller profile is a dealer's with a verified phone; 2 000 cars and 5 MB a feed. The
// run is ./dealer-feed.ts, the hourly fetch of a stored URL ./dealer-feed-url.ts.

export const DEALER_FEED_MAX_ADS = 2000;
/** An uploaded file or a fetched URL, at most. */
export const DEALER_FEED_MAX_BYTES = 5 * 1024 * 1024;

export const dealerPrefix = (profileId: number) => `d${profileId}:`;

export interface Dealer {
  profileId: number;
  userId: string;
  name: string;
}

/** Why a user may not use feeds (the profile's section says it in words). */
export type NotDealerReason = "no_profile" | "not_dealer" | "phone_unverified";

/** The signed-in user's dealer profile, or 403 naming the reason. */
export async function requireDealer(userId: string): Promise<Dealer> {
  const [row] = await getDb()
    .select()
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, userId))
    .limit(1);
  const reason: NotDealerReason | null = !row
    ? "no_profile"
    : !row.isDealer
      ? "not_dealer"
      : !row.phoneVerified
        ? "phone_unverified"
        : null;
  if (reason)
    throw new AppError(
      "forbidden",
      {
        no_profile: "Create a seller profile first.",
        not_dealer: "Feeds are for dealers: mark your profile as a dealer's.",
        phone_unverified: "Verify your phone number first.",
      }[reason],
      undefined,
      { reason },
    );
  return { profileId: row.id, userId, name: row.displayName };
}
