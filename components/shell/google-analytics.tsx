"use client";

import { useEffect } from "react";
import Script from "next/script";
import { useConsent } from "@/lib/consent/client";

/** Google Analytics, loaded only when configured and after analytics consent. */
export function GoogleAnalytics({ gaId, nonce }: { gaId: string; nonce?: string }) {
  const { analytics } = useConsent();
  useEffect(() => {
    // Withdrawing consent stops collection at once, without a reload.
    (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = !analytics;
  }, [analytics, gaId]);
  if (!analytics) return null;
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`}
        nonce={nonce}
        strategy="afterInteractive"
      />
      <Script id="ga-init" nonce={nonce} strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(gaId)},{anonymize_ip:true});`}
      </Script>
    </>
  );
}
