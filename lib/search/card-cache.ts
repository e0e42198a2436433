import "server-only";
import type { AdListItem } from "@/lib/ads/types";

/**
 * The most recently shown result cards, at most `capacity` of them, each valid while the ad's
 * updated time in the search index is the one it was read at (a change of photos moves it too:
 * lib/ads/mutations.ts and the ad_images trigger). Pages of results then mostly need no database
 * round trip.
 */
export class CardCache {
  private entries = new Map<number, { stamp: number; card: AdListItem }>();

  constructor(private readonly capacity: number) {}

  get(id: number, stamp: number | undefined): AdListItem | undefined {
    const hit = this.entries.get(id);
    if (!hit || hit.stamp !== stamp) return undefined;
    this.entries.delete(id); // most recent last
    this.entries.set(id, hit);
    return hit.card;
  }

  set(id: number, stamp: number | undefined, card: AdListItem) {
    if (stamp === undefined || this.capacity === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { stamp, card });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}
