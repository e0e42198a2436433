import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import type { AdListItem } from "@/lib/ads/types";
import { PriceBadge } from "@/components/price-rating/price-badge";
import { daysAgo, formatPrice, truncate } from "@/lib/infra/format";
import { formatPriceChange, priceChange } from "@/lib/favorites/price";
import { useAdSummary } from "./use-ad-summary";
import { CardIcon } from "./card-icons";
import { CardIsland } from "./card-island";
import { CARD_PHOTOS, type PhotoPriority } from "./photo-priority";
import { CheckedLabel } from "./checked-label";
import { routes } from "@/lib/routes";

/** Location tags are cut at 20 characters (seed 000 §9.1). */
const LOCATION_MAX = 20;

/**
 * One search result (seed 000 §2.3). Opens the ad in a new tab (plain links: a new tab needs no
 * client router); archived ads are greyed, carry a badge and are not clickable. The edit control
 * shows on the signed-in seller's own ads: `canEdit` when the server knows it, otherwise the
 * browser checks who is signed in.
 */
export function AdCard({
  ad,
  priority = "lazy",
  canEdit,
  savedPrice,
}: {
  ad: AdListItem;
  /** How the photos load: `cardPriority(index)` in a result list. */
  priority?: PhotoPriority;
  canEdit?: boolean;
  /** A favourite's price when it was saved: a different current price shows both and the change. */
  savedPrice?: number | null;
}) {
  const t = useTranslations("card");
  const fav = useTranslations("favorites");
  const time = useTranslations("time");
  // the seller as the ad page's seller card names it (a quiet label, not a chip)
  const seller = useTranslations("adDetail");
  const locale = useLocale();
  const path = routes.ad(ad.id);
  const href = getPathname({ href: path, locale });
  const days = daysAgo(ad.created_date);
  const summary = useAdSummary(ad);
  const change = priceChange(savedPrice, ad.price);
  const photos = ad.image_minis;
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition md:flex-row ${ad.archived ? "opacity-60 grayscale" : "hover:shadow-md"}`}
    >
      <CardIsland
        ad={{
          id: ad.id,
          title: ad.title,
          price: ad.price,
          sellerProfileId: ad.seller_profile_id,
          archived: ad.archived,
          minis: photos.slice(0, CARD_PHOTOS),
          fulls: ad.image_links.slice(0, CARD_PHOTOS),
        }}
        href={href}
        editHref={getPathname({ href: routes.adEdit(ad.id), locale })}
        priority={priority}
        canEdit={canEdit}
        photoOverlay={
          <>
            {!photos.length && (
              <span className="grid size-full place-items-center text-sm text-slate-600">
                {t("noPhoto")}
              </span>
            )}
            {ad.archived && (
              <span className="absolute top-2 left-2 z-[2] rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
                {t("archived")}
              </span>
            )}
          </>
        }
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <h3 className="flex items-start gap-1.5 text-base leading-snug font-semibold md:pr-20">
            {ad.archived ? (
              <span>{ad.title}</span>
            ) : (
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className="hover:text-primary-700 after:absolute after:inset-0"
              >
                {ad.title}
              </a>
            )}
            {ad.seller_user_id && (
              <span title={t("verified")} className="text-primary-600 mt-0.5">
                <CardIcon name="verified" className="size-4" />
                <span className="sr-only">{t("verified")}</span>
              </span>
            )}
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold text-slate-900">
            <span>{formatPrice(ad.price)}</span>
            {change !== null && (
              <>
                <s className="text-sm font-normal text-slate-500">
                  <span className="sr-only">
                    {fav("priceWas", { price: formatPrice(savedPrice!) })}
                  </span>
                  <span aria-hidden>{formatPrice(savedPrice!)}</span>
                </s>
                <span
                  title={fav("priceChange", { diff: formatPriceChange(change) })}
                  className={`rounded px-1.5 text-sm font-semibold ${change < 0 ? "bg-green-50 text-green-700" : "bg-red-50 text-red-700"}`}
                >
                  {formatPriceChange(change)}
                </span>
              </>
            )}
            {ad.price_label && (
              <span className="self-center text-sm font-normal">
                <PriceBadge label={ad.price_label} />
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">{summary}</p>
          <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span>
              {ad.seller_type === "dealer"
                ? seller("dealer")
                : ad.seller_type === "imported"
                  ? seller("unverifiedSeller")
                  : seller("privateSeller")}
            </span>
            {ad.location_name && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5" title={ad.location_name}>
                {truncate(ad.location_name, LOCATION_MAX)}
              </span>
            )}
            {ad.vat_refund && (
              <span className="bg-secondary-50 text-secondary-700 rounded-full px-2 py-0.5">
                {t("vatRefund")}
              </span>
            )}
            {ad.has_vin && (
              <span
                title={t("vinGivenHint")}
                className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800"
              >
                {t("vinGiven")}
              </span>
            )}
            {ad.car_offers > 1 && !ad.archived && (
              <span
                title={t("carOffersHint")}
                className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800"
              >
                {t("carOffers", { count: ad.car_offers })}
              </span>
            )}
            <CheckedLabel ad={ad} />
            <time dateTime={ad.created_date} className="ml-auto">
              {days === 0
                ? time("today")
                : days === 1
                  ? time("yesterday")
                  : time("daysAgo", { count: days })}
            </time>
          </div>
        </div>
      </CardIsland>
    </article>
  );
}
