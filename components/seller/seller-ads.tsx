import { useTranslations } from "next-intl";
import { AdCard } from "@/components/ad/ad-card";
import { cardPriority } from "@/components/ad/photo-priority";
import { ResultsArea } from "@/components/search/results-area";
import { RESULTS_ID, SearchNavProvider } from "@/components/search/search-nav";
import { SearchPagination } from "@/components/search/search-pagination";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import type { AdListItem, Paged } from "@/lib/ads/types";
import { routes } from "@/lib/routes";

/** Seed 001 §9: a page change on the seller page scrolls to the top and loads after 800 ms. */
export const SELLER_PAGE_DELAY_MS = 800;

/**
 * The seller's active ads, 20 per page, with crawlable page links. `ads` is null when the list
 * failed to load: the error shows in the list area and the profile above stays (seed 001 §8).
 */
export function SellerAds({
  sellerId,
  ads,
  page,
  pages,
}: {
  sellerId: number;
  ads: Paged<AdListItem> | null;
  page: number;
  pages: number;
}) {
  const t = useTranslations("sellerProfile");
  const box =
    "rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600";
  let list;
  if (!ads) {
    list = (
      <p role="alert" className={box}>
        {t("adsError")}
      </p>
    );
  } else if (ads.count === 0) {
    list = <p className={box}>{t("noAds")}</p>;
  } else if (ads.results.length === 0) {
    list = (
      <div className={box}>
        <p>{t("emptyPage")}</p>
        <Link
          href={routes.seller(sellerId)}
          className="text-primary-700 mt-3 inline-block font-semibold hover:underline"
        >
          {t("firstPage")}
        </Link>
      </div>
    );
  } else {
    list = (
      <ol className="grid gap-4">
        {ads.results.map((ad, i) => (
          <li key={ad.id} data-ad-id={ad.id}>
            <AdCard ad={ad} priority={cardPriority(i)} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <SearchNavProvider>
      <section id={RESULTS_ID} aria-labelledby="seller-ads" className="mt-6">
        <h2 id="seller-ads" className="mb-3 text-lg font-semibold">
          {t("adsHeading")}
        </h2>
        {/* the seller page's list counts as search results do: impressions and clicks (issue 32) */}
        <ResultsArea ids={ads?.results.map((ad) => ad.id)}>{list}</ResultsArea>
        <SearchPagination toTop delayMs={SELLER_PAGE_DELAY_MS}>
          <Pagination page={page} pages={pages} hrefFor={(p) => routes.seller(sellerId, p)} />
        </SearchPagination>
      </section>
    </SearchNavProvider>
  );
}
