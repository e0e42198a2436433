import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { StatsDetail } from "@/components/profile/stats-detail";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentSession } from "@/lib/auth/session";
import { parseId } from "@/lib/infra/api/params";
import { isCode } from "@/lib/infra/errors";
import { routes } from "@/lib/routes";
import { getAdStatsFor, statsDaysSchema } from "@/lib/stats/ad-view";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/profile/inzeraty/[id]/statistiky">): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: "adStats",
  });
  return { title: t("page.metaTitle"), robots: { index: false, follow: false } };
}

// /profile/inzeraty/{id}/statistiky (issue 32): an ad's days for its seller (and admins); signed
// out the sign-in card as /profile, back here after; anyone else the not-found page. ?days=30|90,
// anything else 30. Server-rendered: the chart is SVG, its numbers a table.
export default async function AdStatsPage({
  params,
  searchParams,
}: PageProps<"/[locale]/profile/inzeraty/[id]/statistiky">) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const adId = parseId(id);
  if (adId === null) notFound();
  const q = await searchParams;
  const parsed = statsDaysSchema.safeParse(typeof q.days === "string" ? q.days : undefined);
  const days = parsed.success ? parsed.data : 30;
  const session = await getCurrentSession();
  if (!session) return <SignInGate next={getPathname({ href: routes.adStats(adId), locale })} />;
  const view = await getAdStatsFor({ adId, user: session.user, days }).catch((err: unknown) => {
    if (isCode(err, "not_found")) notFound();
    throw err;
  });
  return <StatsDetail view={view} period={days} />;
}
