// Who may manage an ad (edit, archive, delete; ARCHITECTURE.md §4.4): its seller or an admin. Client-safe:
// the mutations, the ad page's viewer flags and the result cards all ask this one rule.

/** The reader: a signed-out one has no userId; sellerProfileId is the user's own seller profile. */
export interface Viewer {
  userId: string | null;
  sellerProfileId?: number | null;
  isAdmin: boolean;
}

export interface ManagedAd {
  sellerProfileId: number | null;
}

/** The signed-in reader is the ad's seller. */
export const ownsAd = ({ viewer, ad }: { viewer: Viewer; ad: ManagedAd }) =>
  viewer.userId !== null &&
  ad.sellerProfileId !== null &&
  viewer.sellerProfileId === ad.sellerProfileId;

/** The ad's seller or a signed-in admin may manage it. */
export const canManageAd = ({ viewer, ad }: { viewer: Viewer; ad: ManagedAd }) =>
  (viewer.userId !== null && viewer.isAdmin) || ownsAd({ viewer, ad });
