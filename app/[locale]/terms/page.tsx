import { setRequestLocale } from "next-intl/server";
import { MarkdownPage } from "@/components/static/markdown-page";
import type { Locale } from "@/i18n/routing";
import { staticPageMetadata } from "@/lib/seo/static-metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">) {
  const { locale } = (await params) as { locale: Locale };
  return staticPageMetadata("terms", "/terms", locale);
}

export default async function Page({ params }: PageProps<"/[locale]/terms">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <MarkdownPage page="terms" locale={locale} />;
}
