import { notFound } from "next/navigation";
import { Suspense } from "react";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata, Viewport } from "next";
import { routing } from "@/i18n/routing";
import { SiteHeader } from "@/components/shell/site-header";
import { SiteFooter } from "@/components/shell/site-footer";
import { ForbiddenNotice } from "@/components/auth/forbidden-notice";
import { getEnv } from "@/lib/env";

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as "cs", namespace: "meta" });
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: `${t("homeTitle")} | Vozovna`, template: "%s | Vozovna" },
    description: t("homeDescription"),
    applicationName: "Vozovna",
  };
}

export const viewport: Viewport = { themeColor: "#2563eb", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col font-sans">
        <NextIntlClientProvider>
          <SiteHeader />
          <Suspense>
            <ForbiddenNotice />
          </Suspense>
          <main id="content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
