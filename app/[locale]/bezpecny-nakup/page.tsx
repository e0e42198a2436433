import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { SafeBuyingAdvice, safeBuyingMetadata } from "@/components/trust/safe-buying-advice";
import type { Locale } from "@/i18n/routing";

// /bezpecny-nakup: the scam shield's advice page (issue 31), a Czech slug in every language.

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/bezpecny-nakup">): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return safeBuyingMetadata(locale);
}

export default async function Page({ params }: PageProps<"/[locale]/bezpecny-nakup">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <SafeBuyingAdvice locale={locale} />;
}
