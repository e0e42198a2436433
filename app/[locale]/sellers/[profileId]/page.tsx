import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SellerAds } from "@/components/seller/seller-ads";
import { SellerHeader } from "@/components/seller/seller-header";
import { getSellerPageData } from "@/lib/sellers/page-data";
import { sellerMetadata, sellerPageLinks } from "@/lib/sellers/seo";

// /sellers/{profileId}?page=N: a seller's profile and active ads (seed 001 §2.5)
type Props = PageProps<"/[locale]/sellers/[profileId]">;

async function load({ params, searchParams }: Props) {
  const { locale, profileId } = (await params) as { locale: Locale; profileId: string };
  const { page } = await searchParams;
  return {
    locale,
    data: await getSellerPageData(profileId, typeof page === "string" ? page : undefined),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, data } = await load(props);
  return data ? sellerMetadata(data, locale) : {};
}

export default async function SellerPage(props: Props) {
  const { locale, data } = await load(props);
  setRequestLocale(locale);
  if (!data) notFound();
  const { prev, next } = sellerPageLinks(data, locale);
  return (
    <div>
      {/* React 19 hoists these into <head>; Next's metadata has no prev/next field. */}
      {prev && <link rel="prev" href={prev} />}
      {next && <link rel="next" href={next} />}
      <SellerHeader profile={data.profile} />
      <SellerAds sellerId={data.profile.id} ads={data.ads} page={data.page} pages={data.pages} />
    </div>
  );
}
