/// <reference types="google.maps" />
"use client";
import { useMapsLibrary } from "@vis.gl/react-google-maps";
import { useEffect } from "react";
import type { PlaceValue } from "./place-combobox";

/**
 * Feeds Google Places suggestions (Czech localities) for `query` to `onResults`; rendered inside
 * an APIProvider only when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set.
 */
export function GooglePlacesBridge({
  query,
  language,
  onResults,
}: {
  query: string;
  language: string;
  onResults: (r: PlaceValue[]) => void;
}) {
  const places = useMapsLibrary("places");
  useEffect(() => {
    if (!places || query.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        includedRegionCodes: ["cz"],
        includedPrimaryTypes: ["(cities)"],
        language,
      })
        .then(({ suggestions }) => {
          if (!live) return;
          onResults(
            suggestions.flatMap((s) =>
              s.placePrediction
                ? [
                    {
                      id: s.placePrediction.placeId,
                      name: s.placePrediction.mainText?.text ?? s.placePrediction.text.text,
                      region: s.placePrediction.secondaryText?.text ?? null,
                    },
                  ]
                : [],
            ),
          );
        })
        .catch((err: unknown) => console.error("[places] Google autocomplete failed", err));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [places, query, language, onResults]);
  return null;
}
