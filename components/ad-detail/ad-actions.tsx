import { useTranslations } from "next-intl";
import { FavoriteButton } from "@/components/ad/favorite-button";
import { ShareButton } from "@/components/ad/share-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AD_ARCHIVE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { routes } from "@/lib/routes";
import { ArchiveButton } from "./archive-button";
import { EditAdLink, PILL } from "./edit-ad-link";

export interface AdViewer {
  /** the signed-in user's seller profile is the ad's */
  owner: boolean;
  /** the signed-in user has the admin role (`npm run admin`) */
  admin: boolean;
}

const ADMIN_ARCHIVE_MESSAGES = ["adminArchive", "common.errorOccurred"];

/**
 * Favourite and share for everyone; Edit and Archive for the ad's seller; Edit (Admin) and
 * Archive (Admin) for admins (seed 001 §2.1, §6). The server checks both again on every call.
 * The seller's own ad has no heart: it says it is theirs instead (issue 27).
 */
export function AdActions({
  adId,
  price,
  title,
  viewer,
}: {
  adId: number;
  price: number;
  title: string;
  viewer: AdViewer;
}) {
  const t = useTranslations("adDetail");
  const card = useTranslations("card");
  const fav = useTranslations("favorites");
  const manage = viewer.owner ? "owner" : viewer.admin ? "admin" : null;
  return (
    <div role="group" aria-label={t("actions")} className="flex flex-wrap items-center gap-2">
      {viewer.owner && (
        <p className="bg-primary-50 text-primary-800 w-full rounded-lg px-3 py-2 text-sm font-medium">
          {t("yours")}
        </p>
      )}
      <div className="flex rounded-full border border-slate-300 bg-white">
        {!viewer.owner && (
          <FavoriteButton
            adId={adId}
            price={price}
            labels={{
              add: fav("add"),
              remove: fav("remove"),
              failed: fav("failed"),
              full: fav("guestFull"),
            }}
          />
        )}
        <ShareButton path={routes.ad(adId)} label={card("share")} copiedLabel={card("copied")} />
      </div>
      {manage && (
        <>
          <EditAdLink adId={adId} label={manage === "owner" ? t("edit") : t("editAdmin")} />
          {/* an admin's archive asks the reason in its own dialog (components/admin), the seller's why the ad ends */}
          <ClientMessages
            namespaces={manage === "admin" ? ADMIN_ARCHIVE_MESSAGES : AD_ARCHIVE_MESSAGES}
          >
            <ArchiveButton
              adId={adId}
              adTitle={title}
              as={manage}
              className={`${PILL} hover:border-red-300 hover:text-red-700`}
              labels={{
                open: manage === "owner" ? t("archive") : t("archiveAdmin"),
                title: t("archiveTitle"),
                text: t("archiveText", { title }),
                confirm: t("archiveConfirm"),
                busy: t("archiving"),
                cancel: t("cancel"),
              }}
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
