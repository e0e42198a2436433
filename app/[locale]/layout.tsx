import "../globals.css";
import { Suspense } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata, Viewport } from "next";
import { routing } from "@/i18n/routing";
import { BackToTop } from "@/components/shell/back-to-top";
import { GoogleAnalytics } from "@/components/shell/google-analytics";
import { MobileTabBar } from "@/components/shell/mobile-tab-bar";
import { NavigationEffects } from "@/components/shell/navigation-effects";
import { OfflineGate } from "@/components/shell/offline-gate";
import { ShellMain } from "@/components/shell/shell-main";
import { SiteHeader } from "@/components/shell/site-header";
import { SiteFooter } from "@/components/shell/site-footer";
import { SwrProvider } from "@/components/shell/swr-provider";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { ConsentBannerGate } from "@/components/consent/consent-banner-gate";
import { CardIconSprite } from "@/components/ad/card-icons";
import { ForbiddenNotice } from "@/components/auth/forbidden-notice";
import { PendingActions } from "@/components/shell/pending-actions";
import { ToastProvider } from "@/components/ui/toast";
import { getEnv } from "@/lib/infra/env";
import { pickMessages, SHELL_MESSAGES } from "@/lib/infra/i18n/client-messages";

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as "cs", namespace: "meta" });
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: {
      default: `${t("homeTitle")} | ${t("siteName")}`,
      template: t("pageTitle", { title: "%s" }),
    },
    description: t("homeDescription"),
    applicationName: t("siteName"),
  };
}

export const viewport: Viewport = { themeColor: "#2563eb", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // The nonce of a page rendered per request; none on the pages the page cache holds, whose HTML
  // is the same for everyone (ARCHITECTURE.md §7 "Page cache and security policy"). Reading the request also
  // keeps every page dynamic: they read the database at request time (ARCHITECTURE.md §4.13).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const t = await getTranslations({ locale, namespace: "shell" });
  const tAd = await getTranslations({ locale, namespace: "adDetail" });
  // the shell's islands only: each page gives its own islands theirs (components/i18n/client-messages.tsx)
  const messages = pickMessages(await getMessages(), SHELL_MESSAGES);
  const gaId = getEnv().NEXT_PUBLIC_GA_ID;
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col font-sans">
        <NextIntlClientProvider messages={messages}>
          <SwrProvider>
            <ToastProvider closeLabel={tAd("close")}>
              <OfflineGate>
                <a
                  href="#content"
                  className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2"
                >
                  {t("skipToContent")}
                </a>
                <SiteHeader />
                <Suspense fallback={null}>
                  <ForbiddenNotice />
                </Suspense>
                <ShellMain>{children}</ShellMain>
                <SiteFooter />
                <MobileTabBar />
                <BackToTop />
              </OfflineGate>
              <ConsentBanner />
              <ConsentBannerGate nonce={nonce} />
              <CardIconSprite />
              <PendingActions />
              <Suspense fallback={null}>
                <NavigationEffects />
              </Suspense>
              {gaId && <GoogleAnalytics gaId={gaId} />}
            </ToastProvider>
          </SwrProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
