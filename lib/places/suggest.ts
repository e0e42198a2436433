import "server-only";
import { AppError } from "@/lib/infra/errors";
import { getEnv } from "@/lib/infra/env";
import { getPlaceById, placeMapLink, searchPlaces, type Place } from "./gazetteer";

export interface PlaceSuggestion {
  id: string;
  name: string;
  region: string | null;
  link: string;
}

const toSuggestion = (p: Place): PlaceSuggestion => ({
  id: p.id,
  name: p.name,
  region: p.region,
  link: placeMapLink(p),
});

/** Autocomplete over the built-in Czech gazetteer. */
export function suggestPlaces({ q, limit = 8 }: { q: string; limit?: number }): PlaceSuggestion[] {
  return searchPlaces(q, limit).map(toSuggestion);
}

/**
 * The stored location for a form value: a gazetteer id gives the canonical name and link;
 * a Google place id is accepted only when Google Places is configured; a bare name must
 * be a Czech place of the gazetteer.
 */
export function resolveLocation({ location, placeId }: { location: string; placeId: string }): {
  name: string | null;
  link: string | null;
} {
  const invalid = () =>
    new AppError("bad_request", "Choose a place from the list.", {
      location: "sellerProfileForm.errors.locationInvalid",
    });
  if (!location && !placeId) return { name: null, link: null };
  if (/^\d+$/.test(placeId)) {
    const p = getPlaceById(placeId);
    if (!p) throw invalid();
    return { name: p.name, link: placeMapLink(p) };
  }
  if (placeId && getEnv().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY && location) {
    return {
      name: location,
      link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}&query_place_id=${encodeURIComponent(placeId)}`,
    };
  }
  const exact = searchPlaces(location, 5).find((p) => p.name === location);
  if (!exact) throw invalid();
  return { name: exact.name, link: placeMapLink(exact) };
}
