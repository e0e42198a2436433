"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { CardActions } from "./card-actions";
import { CardPhotos } from "./card-photos";
import type { PhotoPriority } from "./photo-priority";

/** What a card's interactive parts need of its ad: ids, the title its photos are named by, the photos. */
export interface CardIslandAd {
  id: number;
  title: string;
  price: number;
  sellerProfileId: number | null;
  archived: boolean;
  /** the minis and the full photos of the card's photos (at most CARD_PHOTOS) */
  minis: string[];
  fulls: string[];
}

/**
 * The one client island of a result card (components/ad/ad-card.tsx): its photo strip and its
 * controls (share, heart, edit), with the card's text between them rendered on the server as
 * `children`. Their labels come from the page's messages (lib/infra/i18n/client-messages.ts
 * CARD_MESSAGES), once per page rather than in every card's props.
 */
export function CardIsland({
  ad,
  href,
  editHref,
  priority,
  canEdit,
  photoOverlay,
  children,
}: {
  ad: CardIslandAd;
  /** the ad's page in the page's language */
  href: string;
  editHref: string;
  priority: PhotoPriority;
  canEdit?: boolean;
  /** what the server shows in the photo's place besides the strip (no photo, the archived badge) */
  photoOverlay: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("card");
  const fav = useTranslations("favorites");
  const labels = ad.minis.map((_, i) =>
    i === 0
      ? t("photoOf", { title: ad.title })
      : t("photoCount", { index: i + 1, count: ad.minis.length }),
  );
  return (
    <>
      <div className="relative aspect-[3/2] w-full shrink-0 bg-slate-200 md:w-72">
        {ad.minis.length > 0 && (
          <CardPhotos
            href={ad.archived ? null : href}
            photos={ad.minis}
            fulls={ad.fulls}
            labels={labels}
            priority={priority}
          />
        )}
        {photoOverlay}
      </div>
      {children}
      {!ad.archived && (
        <CardActions
          adId={ad.id}
          price={ad.price}
          path={routes.ad(ad.id)}
          editHref={editHref}
          sellerProfileId={ad.sellerProfileId}
          canEdit={canEdit}
          labels={{
            share: t("share"),
            copied: t("copied"),
            favorite: {
              add: fav("add"),
              remove: fav("remove"),
              failed: fav("failed"),
              full: fav("guestFull"),
            },
            edit: t("edit"),
          }}
        />
      )}
    </>
  );
}
