"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { ArrowUpIcon } from "@/components/ui/icons";
import { routes } from "@/lib/routes";
import { isAdDetail, KEEP_CLEAR_SELECTOR } from "./sections";

const THRESHOLD = 400; // px scrolled before the button appears (seed 001 §9)

const ID = "back-to-top";

function subscribe(fn: () => void) {
  window.addEventListener("scroll", fn, { passive: true });
  window.addEventListener("resize", fn);
  return () => {
    window.removeEventListener("scroll", fn);
    window.removeEventListener("resize", fn);
  };
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Hidden before 400 px; "covering" while the (fixed) button lies over content kept clear. */
function placement(): "hidden" | "shown" | "covering" {
  if (window.scrollY <= THRESHOLD) return "hidden";
  const button = document.getElementById(ID)?.getBoundingClientRect();
  if (!button) return "shown";
  const clear = document.querySelectorAll(KEEP_CLEAR_SELECTOR);
  return [...clear].some((el) => overlaps(button, el.getBoundingClientRect()))
    ? "covering"
    : "shown";
}

/** The floating back-to-top button: on desktop everywhere, on phones on the ad page and the wizard. */
export function BackToTop() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const state = useSyncExternalStore(subscribe, placement, () => "hidden" as const);
  if (state === "hidden") return null;
  // the wizard keeps the phone's tab bar (the ad page hides it): the button sits above it
  const place = isAdDetail(pathname)
    ? "grid bottom-6"
    : pathname === routes.createAd
      ? "grid bottom-24 md:bottom-6"
      : "hidden md:grid bottom-6";
  return (
    <button
      id={ID}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t("backToTop")}
      title={t("backToTop")}
      // invisible, not unmounted, while covering: the next scroll measures it again
      className={`${place} ${state === "covering" ? "invisible" : ""} bg-primary-600 hover:bg-primary-700 fixed right-4 z-30 size-12 place-items-center rounded-full text-white shadow-lg md:right-6`}
    >
      <ArrowUpIcon />
    </button>
  );
}
