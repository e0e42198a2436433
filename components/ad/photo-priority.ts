// How many photos a result card shows and how they load. A plain module (no "use client"): the
// server components that render cards read it while rendering.

/** The most photos a card shows (on desktop; phones show 4), seed 000 §9.1. */
export const CARD_PHOTOS = 5;

/**
 * The first card's first photo is the page's LCP element on phones: in the first HTML, eager and
 * fetched at high priority. The next card is on the first screen too (eager at normal priority);
 * every other photo loads lazily as it nears the viewport.
 */
export type PhotoPriority = "high" | "eager" | "lazy";

/** The priority of the photos of the card at this index of a result list. */
export const cardPriority = (index: number): PhotoPriority =>
  index === 0 ? "high" : index === 1 ? "eager" : "lazy";
