import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { AdView } from "@/components/ad-detail/ad-view";
import { ArchivedView } from "@/components/ad-detail/archived-view";
import { MissingView } from "@/components/ad-detail/missing-view";
import { ViewBeacon } from "@/components/stats/view-beacon";
import { similarSearch } from "@/lib/ads/breadcrumb";
import { loadAdDetail } from "@/lib/ads/detail";
import { adMetadata, getAdCrumbs, getAdJsonLd, getAdViewer } from "@/lib/ads/page";
import { parseId } from "@/lib/infra/api/params";
import { getCarView } from "@/lib/cars/listings";

type Params = { locale: Locale; id: string };

// /ads/cars/{id}: the ad (sold ones too); an archived ad shows the archived view and a missing or
// deleted one the missing view, which proxy.ts answers with HTTP 410 and 404 (lib/infra/http/page-status.ts).
// The ad's own seller gets their actions on both: Edit and Archive, or Renew and Edit (and a 200).
async function load(params: Promise<Params>) {
  const { locale, id } = await params;
  const adId = parseId(id);
  return { locale, detail: adId === null ? null : await loadAdDetail(adId) };
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/ads/cars/[id]">): Promise<Metadata> {
  const { locale, detail } = await load(params as Promise<Params>);
  if (!detail || detail.kind === "missing") {
    return {
      title: (await getTranslations({ locale, namespace: "adDetail.missing" }))("title"),
      robots: { index: false },
    };
  }
  return adMetadata(detail, locale);
}

export default async function AdPage({ params }: PageProps<"/[locale]/ads/cars/[id]">) {
  const { locale, detail } = await load(params as Promise<Params>);
  setRequestLocale(locale);
  if (!detail || detail.kind === "missing") return <MissingView />;
  const { ad } = detail;
  const viewer = await getAdViewer(ad);
  if (detail.kind === "archived") {
    return (
      <ArchivedView
        title={ad.title}
        year={ad.year}
        similarAds={detail.similarAds}
        search={await similarSearch(ad)}
        owner={viewer.owner ? { adId: ad.id, renewable: ad.source === "own" } : null}
        locale={locale}
      />
    );
  }
  const [crumbs, car] = await Promise.all([
    getAdCrumbs(ad, locale),
    getCarView({
      adId: ad.id,
      listedAt: ad.real_date ?? ad.created_date,
      corrections: viewer.owner || viewer.admin,
    }),
  ]);
  const jsonLd = await getAdJsonLd(detail, crumbs, locale);
  return (
    <>
      {/* the seller's own visits are not counted: no beacon (the endpoint checks it too) */}
      {!viewer.owner && <ViewBeacon adId={ad.id} />}
      <AdView
        ad={ad}
        photos={detail.photos}
        seller={detail.seller}
        rating={detail.rating}
        crumbs={crumbs}
        viewer={viewer}
        car={car}
        jsonLd={jsonLd}
        locale={locale}
      />
    </>
  );
}
