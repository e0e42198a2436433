"use client";

import { createContext, useContext, useEffect, useState } from "react";
import { useFavoriteIds, type ToggleOutcome } from "@/components/swr/use-favorite-ids";
import { CardIcon } from "./card-icons";

/** How long the failure message stays beside the heart. */
const MESSAGE_MS = 4000;

/**
 * Where a page hears how each toggle ended instead of the heart's own message: on the favourites
 * page a removed card unmounts its heart at once, so a failure must be told by the page.
 */
export const FavoriteOutcomeContext = createContext<((outcome: ToggleOutcome) => void) | null>(
  null,
);

export interface FavoriteLabels {
  add: string;
  remove: string;
  /** "Failed to update favorites" (seed 000 §8) */
  failed: string;
  /** Signed out, this browser keeps as many favourites as it may (issue 31). */
  full: string;
}

/**
 * The heart of an ad (result cards, the ad page, the seller page, the favourites page): filled and
 * pressed when the ad is a favourite, toggled optimistically through the one SWR set of ids.
 * Signed out it saves the ad in this browser, with `price` for the "price dropped" hint; the
 * sign-in merges those into the account (issue 31).
 */
export function FavoriteButton({
  adId,
  price = null,
  labels,
  className = "",
}: {
  adId: number;
  /** The ad's price now. */
  price?: number | null;
  labels: FavoriteLabels;
  className?: string;
}) {
  const { isFavorite, toggle } = useFavoriteIds();
  const report = useContext(FavoriteOutcomeContext);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const on = isFavorite(adId);
  const label = on ? labels.remove : labels.add;
  return (
    <button
      type="button"
      onClick={async () => {
        const outcome = await toggle(adId, price);
        if (report) report(outcome);
        else
          setMessage(
            outcome === "failed" ? labels.failed : outcome === "full" ? labels.full : null,
          );
      }}
      aria-label={label}
      aria-pressed={on}
      title={label}
      className={`relative z-10 grid size-9 place-items-center rounded-full hover:bg-slate-100 ${on ? "text-red-600 [--heart-fill:currentColor]" : "hover:text-secondary-600 text-slate-600"} ${className}`}
    >
      <CardIcon name="heart" />
      {/* below the button: above it the card's rounded, overflow-hidden edge would cut it off */}
      {message && (
        <span
          role="alert"
          className="absolute top-full right-0 mt-1 w-max max-w-60 rounded bg-red-700 px-2 py-1 text-xs text-white"
        >
          {message}
        </span>
      )}
    </button>
  );
}
