import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClass } from "@/components/ui/button";
import { SellerAds } from "@/components/seller/seller-ads";
import { MessageButton } from "@/components/message-seller/message-button";
import { MESSAGE_FORM_MESSAGES, SELLER_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { SellerHeader } from "@/components/seller/seller-header";
import { SellerMissing } from "@/components/seller/seller-missing";
import { getSellerPageData } from "@/lib/sellers/page-data";
import { sellerMetadata, sellerPageLinks } from "@/lib/sellers/seo";

// /sellers/{profileId}?page=N: a seller's profile and active ads (seed 001 §2.5)
type Props = PageProps<"/[locale]/sellers/[profileId]">;

async function load({ params, searchParams }: Props) {
  const { locale, profileId } = (await params) as { locale: Locale; profileId: string };
  const { page } = await searchParams;
  return {
    locale,
    invalid: !/^\d+$/.test(profileId),
    data: await getSellerPageData(profileId, typeof page === "string" ? page : undefined),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, invalid, data } = await load(props);
  if (data) return sellerMetadata(data, locale);
  const t = await getTranslations({ locale, namespace: "sellerProfile" });
  return { title: invalid ? t("invalidId") : t("notFound"), robots: { index: false } };
}

export default async function SellerPage(props: Props) {
  const { locale, invalid, data } = await load(props);
  setRequestLocale(locale);
  // an unknown or invalid id: proxy.ts answers this view with HTTP 404
  if (!data) return <SellerMissing invalid={invalid} locale={locale} />;
  const { prev, next } = sellerPageLinks(data, locale);
  // "Napsat prodejci" (issue 31): a message concerns an ad, picked among this page's own ads
  const messageAds = data.profile.user_id
    ? (data.ads?.results ?? [])
        .filter((ad) => ad.source === "own")
        .map((ad) => ({ id: ad.id, title: ad.title }))
    : [];
  return (
    <div>
      {/* React 19 hoists these into <head>; Next's metadata has no prev/next field. */}
      {prev && <link rel="prev" href={prev} />}
      {next && <link rel="next" href={next} />}
      <SellerHeader
        profile={data.profile}
        actions={
          messageAds.length > 0 && (
            <ClientMessages namespaces={MESSAGE_FORM_MESSAGES}>
              <MessageButton
                sellerProfileId={data.profile.id}
                sellerName={data.profile.display_name}
                ads={messageAds}
                className={buttonClass({ className: "w-full" })}
              />
            </ClientMessages>
          )
        }
      />
      <ClientMessages namespaces={SELLER_MESSAGES}>
        <SellerAds sellerId={data.profile.id} ads={data.ads} page={data.page} pages={data.pages} />
      </ClientMessages>
    </div>
  );
}
