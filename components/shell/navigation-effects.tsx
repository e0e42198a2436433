"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { useConsent } from "@/lib/consent/client";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Every navigation scrolls to the top and, with analytics consent only, records a first-party
 * page view (and a Google Analytics one when it is loaded). Accepting analytics records the
 * page being read at that moment.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const { analytics } = useConsent();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  useEffect(() => {
    if (!analytics) return;
    const path = window.location.pathname;
    fetch("/api/page-views/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path, referrer: document.referrer || undefined }),
      keepalive: true,
    }).catch(() => {});
    // gtag is defined once its script has run; its own config call counts the first page.
    window.gtag?.("event", "page_view", { page_path: path, page_location: window.location.href });
  }, [pathname, analytics]);

  return null;
}
