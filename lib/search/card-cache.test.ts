/** @jest-environment node */
import type { AdListItem } from "@/lib/ads/types";
import { CardCache } from "./card-cache";

const card = (id: number) => ({ id, title: `Ad ${id}` }) as AdListItem;

describe("CardCache", () => {
  it("keeps a card while the ad's updated time is the same", () => {
    const cache = new CardCache(10);
    cache.set(1, 100, card(1));
    expect(cache.get(1, 100)?.title).toBe("Ad 1");
    expect(cache.get(1, 101)).toBeUndefined(); // the ad changed
    expect(cache.get(1, undefined)).toBeUndefined(); // no longer in the index
  });

  it("holds at most its capacity, forgetting the least recently used", () => {
    const cache = new CardCache(2);
    cache.set(1, 1, card(1));
    cache.set(2, 1, card(2));
    cache.get(1, 1);
    cache.set(3, 1, card(3));
    expect(cache.size).toBe(2);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(cache.get(3, 1)).toBeDefined();
  });
});
