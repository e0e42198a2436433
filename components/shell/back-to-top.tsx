"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { ArrowUpIcon } from "@/components/ui/icons";
import { routes } from "@/lib/routes";
import { isAdDetail } from "./sections";

const THRESHOLD = 400; // px scrolled before the button appears (seed 001 §9)

function subscribe(fn: () => void) {
  window.addEventListener("scroll", fn, { passive: true });
  return () => window.removeEventListener("scroll", fn);
}

/** The floating back-to-top button: on desktop everywhere, on phones on the ad page and the wizard. */
export function BackToTop() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const scrolled = useSyncExternalStore(
    subscribe,
    () => window.scrollY > THRESHOLD,
    () => false,
  );
  if (!scrolled) return null;
  // the wizard keeps the phone's tab bar (the ad page hides it): the button sits above it
  const place = isAdDetail(pathname)
    ? "grid bottom-6"
    : pathname === routes.createAd
      ? "grid bottom-24 md:bottom-6"
      : "hidden md:grid bottom-6";
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t("backToTop")}
      title={t("backToTop")}
      className={`${place} bg-primary-600 hover:bg-primary-700 fixed right-4 z-30 size-12 place-items-center rounded-full text-white shadow-lg md:right-6`}
    >
      <ArrowUpIcon />
    </button>
  );
}
