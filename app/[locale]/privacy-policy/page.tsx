import { setRequestLocale } from "next-intl/server";
import { MarkdownPage } from "@/components/static/markdown-page";
import type { Locale } from "@/i18n/routing";
import { staticPageMetadata } from "@/lib/seo/static-metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  const { locale } = (await params) as { locale: Locale };
  return staticPageMetadata("privacy", "/privacy-policy", locale);
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <MarkdownPage page="privacy-policy" locale={locale} />;
}
