"use client";

import { useEffect } from "react";
import { useConsent } from "@/lib/consent/client";

type GtagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
} & Record<string, unknown>;

/**
 * Google Analytics, loaded only when configured and after analytics consent. The loader is added
 * from here rather than with next/script: no inline script (so nothing needs the CSP nonce), and
 * next/script stays out of every page's JavaScript, which ships this island even without a GA id.
 * gtag.js is a script file the policy allows in both of its modes (by strict-dynamic from Next's
 * scripts, or by its host: lib/infra/security/csp.ts).
 */
export function GoogleAnalytics({ gaId }: { gaId: string }) {
  const { analytics } = useConsent();
  useEffect(() => {
    const w = window as unknown as GtagWindow;
    // Withdrawing consent stops collection at once, without a reload.
    w[`ga-disable-${gaId}`] = !analytics;
    if (!analytics || w.gtag) return;
    const dataLayer = (w.dataLayer ??= []);
    w.gtag = function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", gaId, { anonymize_ip: true });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`;
    document.head.appendChild(script);
  }, [analytics, gaId]);
  return null;
}
