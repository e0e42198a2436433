import "server-only";
import type { AdListItem } from "@/lib/ads/types";

/** A change of photos alone does not move the ad's updated time: a card is read again after this. */
const MAX_AGE_MS = 60_000;

/**
 * The most recently shown result cards, at most `capacity` of them, each valid while the ad's
 * updated time in the search index is the one it was read at and for a minute at most. Pages of
 * results then mostly need no database round trip.
 */
export class CardCache {
  private entries = new Map<number, { stamp: number; at: number; card: AdListItem }>();

  constructor(private readonly capacity: number) {}

  get(id: number, stamp: number | undefined, now = Date.now()): AdListItem | undefined {
    const hit = this.entries.get(id);
    if (!hit || hit.stamp !== stamp || now - hit.at > MAX_AGE_MS) return undefined;
    this.entries.delete(id); // most recent last
    this.entries.set(id, hit);
    return hit.card;
  }

  set(id: number, stamp: number | undefined, card: AdListItem, now = Date.now()) {
    if (stamp === undefined || this.capacity === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { stamp, at: now, card });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}
