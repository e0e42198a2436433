"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useSyncExternalStore, type MouseEvent } from "react";
import { lastSearchUrl } from "@/lib/search/last-search";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { ROUTE_PATTERNS, stripLocalePrefix } from "@/lib/routes";

/** True when the reader came here from the favourites page of this site. */
function cameFromFavorites() {
  try {
    const from = new URL(document.referrer);
    return (
      from.origin === window.location.origin &&
      ROUTE_PATTERNS.favorites.test(stripLocalePrefix(from.pathname))
    );
  } catch {
    return false;
  }
}
const noSubscription = () => () => {};

/**
 * The phone's back button (seed 001 §2.1): to favourites when the reader came from there,
 * otherwise to the last remembered search, or to the home search.
 */
export function BackButton({ labels }: { labels: { search: string; favorites: string } }) {
  const router = useRouter();
  const locale = useLocale();
  const prefix = locale === "cs" ? "" : `/${locale}`;
  const favorites = useSyncExternalStore(noSubscription, cameFromFavorites, () => false);
  const fallback = favorites ? `${prefix}/favorites` : prefix || "/";
  const label = favorites ? labels.favorites : labels.search;
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    router.push(favorites ? fallback : (lastSearchUrl() ?? fallback));
  };
  return (
    <a
      href={fallback}
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute top-3 left-3 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-slate-800 shadow-md backdrop-blur md:hidden"
    >
      <ChevronLeftIcon />
    </a>
  );
}
