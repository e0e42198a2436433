"use client";

import { canManageAd } from "@/lib/ads/policy";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { FavoriteButton, type FavoriteLabels } from "./favorite-button";
import { EditLink } from "./edit-link";
import { ShareButton } from "./share-button";

/**
 * A card's controls in one island: share, favourite, and edit on the seller's own ads (seed 000
 * §6) and, for admins, on every ad (lib/ads/policy.ts). The page is the same for everyone (cacheable per URL); the browser asks who is signed in
 * (one request for the whole page, shared with the header) and the edit control appears over the
 * photo, moving nothing else. `canEdit` shows it at once when the server already knows.
 */
export function CardActions({
  adId,
  price,
  path,
  editHref,
  sellerProfileId,
  canEdit,
  labels,
}: {
  adId: number;
  /** The ad's price now (a signed-out favourite keeps it). */
  price: number;
  path: string;
  editHref: string;
  sellerProfileId: number | null;
  canEdit?: boolean;
  labels: { share: string; copied: string; favorite: FavoriteLabels; edit: string };
}) {
  const { user } = useCurrentUser();
  const viewer = {
    userId: user.user_id,
    sellerProfileId: user.seller_profile_id,
    isAdmin: user.is_admin,
  };
  const manage = canEdit ?? canManageAd({ viewer, ad: { sellerProfileId } });
  return (
    <>
      {manage && <EditLink href={editHref} label={labels.edit} />}
      <div className="absolute top-2 right-2 z-[3] flex gap-0.5 rounded-full bg-white/90 md:top-3 md:right-3">
        <ShareButton path={path} label={labels.share} copiedLabel={labels.copied} />
        <FavoriteButton adId={adId} price={price} labels={labels.favorite} />
      </div>
    </>
  );
}
