import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import {
  CreateAdIntro,
  NoSellerProfile,
  ProfileCheckFailed,
} from "@/components/create-ad/page-states";
import { Wizard } from "@/components/create-ad/wizard";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { WIZARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { getWizardStats } from "@/lib/ads/wizard-stats";
import { getSellTimes } from "@/lib/stats/sell-time";
import { routes } from "@/lib/routes";
import { getCatalog } from "@/lib/search/page-data";
import { toMakeOption } from "@/lib/search/options";
import { getSellerProfileByUser } from "@/lib/sellers/queries";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/create-ad">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "createAdWizard" });
  return { title: t("title"), robots: { index: false } };
}

/** Whether the signed-in user has a seller profile; null when the check itself failed. */
async function hasSellerProfile(userId: string): Promise<boolean | null> {
  try {
    return (await getSellerProfileByUser({ userId })) !== null;
  } catch (err) {
    console.error("[create-ad] seller profile check failed:", err);
    return null;
  }
}

// /create-ad (seed 001 §2.4): signed out, profile check failed, no seller profile, or the wizard.
export default async function CreateAdPage({ params }: PageProps<"/[locale]/create-ad">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("createAdWizard");
  const session = await getCurrentSession();
  const wizardPath = getPathname({ href: routes.createAd, locale });
  if (!session)
    return <SignInGate next={wizardPath} title={t("signIn.title")} text={t("signIn.text")} />;
  const profile = await hasSellerProfile(session.user.id);
  if (profile === null) return <ProfileCheckFailed />;
  if (!profile) return <NoSellerProfile next={wizardPath} />;
  const [catalog, stats, sellTimes] = await Promise.all([
    getCatalog(),
    getWizardStats(),
    getSellTimes(),
  ]);
  const makes = catalog.map(toMakeOption);
  return (
    <div className="grid gap-6 pb-10">
      <CreateAdIntro stats={stats} />
      <ClientMessages namespaces={WIZARD_MESSAGES}>
        <Wizard
          makes={makes}
          sellTimes={{ models: sellTimes.models(), bands: sellTimes.bands() }}
        />
      </ClientMessages>
    </div>
  );
}
