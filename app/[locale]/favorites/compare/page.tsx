import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { CompareProblem, CompareView } from "@/components/compare/compare-view";
import { parseCompareIds } from "@/lib/compare/ids";
import { getCompareAds } from "@/lib/compare/queries";
import { compareRows, equipmentRows } from "@/lib/compare/rows";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/favorites/compare">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: "compare" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

// /favorites/compare?ids=12,34&diff=1: anyone with the link sees the same comparison (sharing).
export default async function ComparePage({
  params,
  searchParams,
}: PageProps<"/[locale]/favorites/compare">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const parsed = parseCompareIds(query.ids);
  if (!parsed.ok) return <CompareProblem reason={parsed.reason} missing={0} />;
  const { ads, missing } = await getCompareAds({ ids: parsed.ids });
  if (ads.length < 2) return <CompareProblem reason="tooFew" missing={missing} />;
  const diff = query.diff === "1";
  const now = new Date();
  return (
    <CompareView
      ads={ads}
      rows={compareRows(ads, now.getFullYear(), now)}
      equipment={equipmentRows(ads)}
      diff={diff}
      missing={missing}
    />
  );
}
