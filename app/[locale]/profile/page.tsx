import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { DealerFeed } from "@/components/profile/dealer-feed";
import { MyAds } from "@/components/profile/my-ads";
import { ProfileHeader } from "@/components/profile/profile-header";
import { StatsEmailsSwitch } from "@/components/profile/stats-emails";
import { getPathname } from "@/i18n/navigation";
import { getCurrentSession } from "@/lib/auth/session";
import { returnToFromQuery } from "@/lib/infra/security/return-to";
import { getMyAds, getSellerProfileByUser, toSellerProfileView } from "@/lib/sellers/queries";
import { pageSchema } from "@/lib/sellers/schemas";
import { PROFILE_MESSAGES } from "@/lib/infra/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { routes } from "@/lib/routes";
import { loadMyAdsStats } from "@/lib/stats/my-ads";
import { getStatsEmailSetting } from "@/lib/stats/weekly-email";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/profile">): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: "profile",
  });
  return { title: t("title"), robots: { index: false } };
}

export default async function ProfilePage({
  params,
  searchParams,
}: PageProps<"/[locale]/profile">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const q = await searchParams;
  const session = await getCurrentSession();
  if (!session) {
    const next = returnToFromQuery(q, getPathname({ href: routes.profile(), locale }));
    return <SignInGate next={next} />;
  }
  const page = pageSchema.parse(q.page);
  // where the seller-profile dialog sends a new seller (the wizard's "create a profile" link)
  const returnTo = returnToFromQuery(q, "") || null;
  const [row, myAds] = await Promise.all([
    getSellerProfileByUser({ userId: session.user.id }),
    getMyAds({ userId: session.user.id, page }),
  ]);
  const [stats, statsEmails] = await Promise.all([
    loadMyAdsStats(myAds.ads.map((a) => a.id)),
    getStatsEmailSetting(session.user.id),
  ]);
  return (
    <ClientMessages namespaces={PROFILE_MESSAGES}>
      <div>
        <ProfileHeader
          email={session.user.email}
          username={session.user.username}
          profile={row ? toSellerProfileView(row) : null}
          returnTo={returnTo}
        />
        <MyAds
          data={myAds}
          page={page}
          email={session.user.email}
          returnTo={returnTo}
          stats={stats}
        />
        {myAds.status === "has_ads" && <StatsEmailsSwitch initial={statsEmails.stats_emails} />}
        <DealerFeed profile={row ? toSellerProfileView(row) : null} />
      </div>
    </ClientMessages>
  );
}
