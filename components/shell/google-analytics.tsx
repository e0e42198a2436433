"use client";

import { useEffect } from "react";
import Script from "next/script";
import { useConsent } from "@/lib/consent/client";

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Google Analytics, loaded only when configured and after analytics consent. No inline script:
 * the set-up runs here, and gtag.js is a script file the policy allows in both of its modes (by
 * strict-dynamic from Next's scripts, or by its host: lib/security/csp.ts).
 */
export function GoogleAnalytics({ gaId }: { gaId: string }) {
  const { analytics } = useConsent();
  useEffect(() => {
    // Withdrawing consent stops collection at once, without a reload.
    (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = !analytics;
    if (!analytics) return;
    const w = window as GtagWindow;
    if (w.gtag) return;
    w.dataLayer = w.dataLayer || [];
    // gtag.js reads the `arguments` objects it is given, not arrays
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
      w.dataLayer!.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", gaId, { anonymize_ip: true });
  }, [analytics, gaId]);
  if (!analytics) return null;
  return (
    <Script
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`}
      strategy="afterInteractive"
    />
  );
}
