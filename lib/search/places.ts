// The distance filter's places (issue 29, "do 50 km od Brna"): a place name's coordinates, from
// the gazetteer as an ad's own place is resolved (lib/ads/place.ts), so an ad in Brno and a
// search near Brno meet. Server-side: the gazetteer stays out of the pages' JavaScript.
import { placeColumns } from "@/lib/ads/place";
import type { Point } from "./near";

const gazetteer = (name: string): Point | null => {
  const { lat, lng } = placeColumns(name);
  return lat === null || lng === null ? null : { lat, lng };
};

let resolve: (place: string) => Point | null = gazetteer;

/** Places of their own instead of the gazetteer's (the randomised tests and the index bench). */
export function setPlaceResolver(places: (place: string) => Point | null) {
  resolve = places;
}

/** The coordinates of a place name, or null when it is not known. */
export const pointOf = (place: string) => resolve(place);
