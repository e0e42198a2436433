import { useTranslations } from "next-intl";
import { AdCard } from "@/components/ad/ad-card";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { PAGE_SIZE } from "@/lib/ads/types";
import type { MyAds as MyAdsData } from "@/lib/sellers/queries";
import type { SellerProfileView } from "@/lib/sellers/schemas";
import { BulkBar } from "./bulk-bar";
import { BulkCheckbox, BulkSelectAll, BulkSelection } from "./bulk-selection";
import { RenewButton } from "./renew-button";
import { SellerProfileButton } from "./seller-profile-button";
import { routes } from "@/lib/routes";

const STATUS_STYLE: Record<string, string> = {
  active: "bg-green-100 text-green-800",
  sold: "bg-amber-100 text-amber-800",
  archived: "bg-slate-200 text-slate-700",
};

/** My Ads in its three states (seed 001 §2.6): no_profile, no_ads, has_ads. */
export function MyAds({
  data,
  page,
  email,
  returnTo = null,
}: {
  data: MyAdsData;
  page: number;
  email: string;
  /** where a newly created seller profile sends the user */
  returnTo?: string | null;
}) {
  const t = useTranslations("profile");
  const e = useTranslations("profile.adStatus");
  const f = useTranslations("freshness");
  const renewLabels = {
    renew: f("renew"),
    busy: f("renewBusy"),
    failed: f("renewFailed"),
    byAdmin: f("renewByAdmin"),
  };
  const empty = (title: string, text: string, action: React.ReactNode) => (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{text}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
  const cta =
    "inline-block rounded-lg bg-secondary-700 px-4 py-2 font-semibold text-white hover:bg-secondary-800";
  return (
    <section aria-labelledby="my-ads" className="mt-8">
      <h2 id="my-ads" className="mb-4 text-xl font-bold">
        {t("myAds")}{" "}
        {data.count > 0 && (
          <span className="font-normal text-slate-500">
            ({t("adsCount", { count: data.count })})
          </span>
        )}
      </h2>
      {data.status === "no_profile" &&
        empty(
          t("noProfileTitle"),
          t("noProfileText"),
          <SellerProfileButton
            email={email}
            profile={null as SellerProfileView | null}
            label={t("createProfile")}
            className={cta}
            returnTo={returnTo}
          />,
        )}
      {data.status === "no_ads" &&
        empty(
          t("noAdsTitle"),
          t("noAdsText"),
          <Link href={routes.createAd} className={cta}>
            {t("createAd")}
          </Link>,
        )}
      {data.status === "has_ads" && (
        <BulkSelection
          ads={data.ads.map((a) => ({
            id: a.id,
            title: a.title,
            price: a.price,
            status: a.status,
          }))}
        >
          <BulkSelectAll />
          <ol className="grid gap-4">
            {data.ads.map((ad) => (
              <li key={ad.id}>
                <BulkCheckbox adId={ad.id} title={ad.title} />
                <div className="relative">
                  {/* over the photo, under the card's edit link: the top-right corner holds share and
                    favourite; an archived card already carries its own badge at the top left */}
                  {!ad.archived && (
                    <span
                      className={`absolute top-11 left-2 z-10 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[ad.status] ?? STATUS_STYLE.archived}`}
                    >
                      {e(ad.status as "active")}
                    </span>
                  )}
                  <AdCard ad={ad} />
                </div>
                {ad.source === "own" && (ad.status === "archived" || ad.status === "sold") && (
                  <RenewButton adId={ad.id} labels={renewLabels} />
                )}
              </li>
            ))}
          </ol>
          <BulkBar />
          <Pagination
            page={page}
            pages={Math.ceil(data.count / PAGE_SIZE)}
            hrefFor={routes.profile}
          />
        </BulkSelection>
      )}
    </section>
  );
}
