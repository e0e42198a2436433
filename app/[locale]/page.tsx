import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { SearchScreen } from "@/components/search/search-screen";
import { homeMetadata } from "@/lib/search/landing";
import { getSearchPageData } from "@/lib/search/page-data";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return homeMetadata(await getSearchPageData(await searchParams), locale);
}

export default async function HomePage({ params, searchParams }: PageProps<"/[locale]">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const data = await getSearchPageData(query);
  return <SearchScreen data={data} locale={locale} basePath="/" query={query} />;
}
