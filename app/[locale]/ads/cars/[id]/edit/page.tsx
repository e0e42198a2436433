import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdEditor } from "@/components/ad-edit/ad-editor";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { EDIT_MESSAGES } from "@/components/ad-edit/state/messages";
import { parseId } from "@/lib/infra/api/params";
import { isAdmin } from "@/lib/auth/admin";
import { getCurrentSession } from "@/lib/auth/session";
import { returnToQuery } from "@/lib/infra/security/return-to";
import { routes } from "@/lib/routes";
import { getCatalog } from "@/lib/search/page-data";
import { toMakeOption } from "@/lib/search/options";
import { getSellerProfileByUser } from "@/lib/sellers/queries";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/ads/cars/[id]/edit">): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: "editAd",
  });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

// /ads/cars/{id}/edit (seed 001 §2.3): signed out → /profile and back here after signing in; the
// ad itself loads in the browser (its owner or an admin: the API decides, 403 → home).
export default async function EditAdPage({ params }: PageProps<"/[locale]/ads/cars/[id]/edit">) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const adId = parseId(id);
  if (adId === null) notFound();
  const session = await getCurrentSession();
  if (!session) {
    const here = getPathname({ href: routes.adEdit(adId), locale });
    redirect(`${getPathname({ href: routes.profile(), locale })}?${returnToQuery(here)}`);
  }
  const [profile, catalog] = await Promise.all([
    getSellerProfileByUser({ userId: session.user.id }),
    getCatalog(),
  ]);
  return (
    <ClientMessages namespaces={EDIT_MESSAGES}>
      <AdEditor
        adId={adId}
        makes={catalog.map(toMakeOption)}
        viewer={{ admin: isAdmin(session.user), sellerProfileId: profile?.id ?? null }}
      />
    </ClientMessages>
  );
}
