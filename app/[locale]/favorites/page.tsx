import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SWRConfig } from "swr";
import { AdCard } from "@/components/ad/ad-card";
import { cardPriority } from "@/components/ad/photo-priority";
import { FavoritesView } from "@/components/favorites/favorites-view";
import { GuestFavorites } from "@/components/favorites/guest-favorites";
import { PriceAlertsSwitch } from "@/components/favorites/price-alerts-switch";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { getFavoriteSettings, listFavorites } from "@/lib/favorites/queries";
import type { FavoriteIds } from "@/lib/favorites/schemas";
import { FAVORITES_MESSAGES, GUEST_FAVORITES_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { routes } from "@/lib/routes";
import { swrKeys } from "@/components/swr/keys";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/favorites">): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: "favorites",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * Seed 000 §2.4: the signed-in user's favourites, rendered with their data; signed out the ones
 * saved in this browser, which only the browser knows (issue 31).
 */
export default async function FavoritesPage({ params }: PageProps<"/[locale]/favorites">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const session = await getCurrentSession();
  if (!session) {
    return (
      <ClientMessages namespaces={GUEST_FAVORITES_MESSAGES}>
        <GuestFavorites next={getPathname({ href: routes.favorites, locale })} />
      </ClientMessages>
    );
  }
  const userId = session.user.id;
  const [entries, settings, t] = await Promise.all([
    listFavorites({ userId }),
    getFavoriteSettings({ userId }),
    getTranslations({ locale, namespace: "favorites" }),
  ]);
  const ids: FavoriteIds = { favorite_ids: entries.map((e) => e.id) };
  return (
    <ClientMessages namespaces={FAVORITES_MESSAGES}>
      {/* the hearts start from the ids this page already knows: no refetch before they fill */}
      <SWRConfig value={{ fallback: { [swrKeys.favoriteIds]: ids } }}>
        <div className="flex flex-col gap-5">
          <header className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
            <PriceAlertsSwitch initial={settings.price_drop_alerts} />
          </header>
          <FavoritesView
            items={entries.map(({ id, saved_price, car_ad }, i) => ({
              id,
              make: car_ad.make,
              title: car_ad.title,
              archived: car_ad.archived,
              card: <AdCard ad={car_ad} savedPrice={saved_price} priority={cardPriority(i)} />,
            }))}
          />
        </div>
      </SWRConfig>
    </ClientMessages>
  );
}
