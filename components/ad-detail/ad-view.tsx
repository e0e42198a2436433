import { getTranslations } from "next-intl/server";
import { Gallery } from "@/components/gallery/gallery";
import { JsonLd } from "@/components/search/json-ld";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { PriceBadge } from "@/components/price-rating/price-badge";
import { PriceRatingPanel } from "@/components/price-rating/price-rating-panel";
import type { AdPhoto, AdSeller } from "@/lib/ads/detail";
import { shownDescription } from "@/lib/ads/description";
import type { CarAd } from "@/lib/ads/types";
import type { CarView } from "@/lib/cars/listings";
import type { PriceRating } from "@/lib/pricing/types";
import { formatDate } from "@/lib/infra/format";
import { AdActions, type AdViewer } from "./ad-actions";
import { AdDescription } from "./ad-description";
import { AdHeader } from "./ad-header";
import { CarListings } from "./car-listings";
import { EquipmentList } from "./equipment-list";
import { FirstListed } from "./first-listed";
import { PriceHistory } from "./price-history";
import { ReportAction } from "./report-action";
import { BackButton } from "./back-button";
import { SellerCard } from "./seller-card";
import { SpecList } from "./spec-list";
import { DescriptionWarnings } from "@/components/trust/description-warnings";
import { SafeBuyingPanel } from "@/components/trust/safe-buying-panel";

/**
 * The ad detail page (seed 001 §2.1), all of it in the first HTML. Phones: photos, header,
 * actions, seller, specification, equipment, description. Desktop: the header, actions and seller stay
 * beside the photos, specification and description.
 */
export async function AdView({
  ad,
  photos,
  seller,
  crumbs,
  viewer,
  car,
  rating,
  jsonLd,
  locale,
}: {
  ad: CarAd;
  photos: AdPhoto[];
  seller: AdSeller | null;
  crumbs: Crumb[];
  viewer: AdViewer;
  /** the car's other listings, first listing date and price history (lib/cars/listings.ts) */
  car: CarView;
  /** the price rating (lib/pricing); null: not rated yet */
  rating: PriceRating | null;
  jsonLd: unknown[];
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "adDetail" });
  const description = shownDescription(ad, locale);
  const created = formatDate(ad.created_date, locale);
  const updated = formatDate(ad.updated_date, locale);
  return (
    <article className="pb-10 md:pb-4">
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <Breadcrumb crumbs={crumbs} locale={locale} />
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-[minmax(0,1fr)_300px] lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="relative md:col-start-1">
          <BackButton labels={{ search: t("backToSearch"), favorites: t("backToFavorites") }} />
          <Gallery photos={photos} title={ad.title} locale={locale} />
        </div>
        <aside className="md:col-start-2 md:row-span-3 md:row-start-1">
          <div className="grid gap-4 md:sticky md:top-20">
            <AdHeader ad={ad} />
            {rating && rating.label !== "unrated" && (
              <a href="#price-rating" className="-mt-2 w-fit" aria-describedby="price-rating">
                <PriceBadge label={rating.label} />
              </a>
            )}
            <FirstListed
              firstListedAt={car.first_listed_at}
              listedAt={ad.real_date ?? ad.created_date}
            />
            <AdActions adId={ad.id} price={ad.price} title={ad.title} viewer={viewer} />
            <SellerCard ad={ad} seller={seller} owner={viewer.owner} />
            <ReportAction adId={ad.id} title={ad.title} sellerProfileId={ad.seller_profile_id} />
            {ad.status === "active" && (
              <SafeBuyingPanel
                facts={{
                  seller:
                    seller?.user_id && ad.source === "own"
                      ? {
                          phoneVerified: seller.phone_verified,
                          since: seller.since,
                          activeAds: seller.active_ads,
                        }
                      : null,
                  firstListed: car.first_listed_at ?? ad.real_date ?? ad.created_date,
                  priceLabel: rating?.label ?? null,
                }}
              />
            )}
          </div>
        </aside>
        <div className="md:col-start-1">
          <SpecList ad={ad} />
        </div>
        {rating && (
          <div className="md:col-start-1">
            <PriceRatingPanel
              rating={rating}
              price={ad.price}
              mileageKm={ad.mileage_km ?? 0}
              year={ad.year}
              locale={locale}
              ad={ad}
            />
          </div>
        )}
        {ad.equipment.length > 0 && (
          <div className="md:col-start-1">
            <EquipmentList equipment={ad.equipment} />
          </div>
        )}
        {car.others.length > 0 && (
          <div className="md:col-start-1">
            <CarListings others={car.others} />
          </div>
        )}
        {car.history.length > 1 && (
          <div className="md:col-start-1">
            <PriceHistory history={car.history} locale={locale} />
          </div>
        )}
        <section
          aria-labelledby="ad-description"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:col-start-1"
        >
          <h2 id="ad-description" className="mb-3 text-lg font-semibold">
            {t("description")}
          </h2>
          {/* the scam shield reads the Czech description and the one shown (its own or translated) */}
          <DescriptionWarnings
            text={[...new Set([ad.desc_cz, description.text])].filter(Boolean).join("\n")}
          />
          {description.text ? (
            <AdDescription
              text={description.text}
              lang={description.lang}
              original={description.original}
              labels={{
                notice: t("machineTranslated"),
                showOriginal: t("showOriginal"),
                showTranslation: t("showTranslation"),
              }}
            />
          ) : (
            <p className="text-slate-500">{t("noDescription")}</p>
          )}
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-500">
            <time dateTime={ad.created_date}>{t("created", { date: created })}</time>
            {updated !== created && (
              <time dateTime={ad.updated_date}>{t("updated", { date: updated })}</time>
            )}
          </p>
        </section>
      </div>
    </article>
  );
}
