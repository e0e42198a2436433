// Where an ad's car is, for the region and distance filters (issue 29): its location_name
// resolved by the built-in gazetteer to a kraj and coordinates. The server sets these columns
// whenever a write sets location_name (lib/ads/mutations*.ts); a place the gazetteer does not know
// (an imported ad's "Brno-venkov", a typo) keeps its text and gets no region.
import type { Region } from "@/lib/enums/car-data";
import { searchPlaces } from "@/lib/places/gazetteer";
import { REGION_OF_NAME } from "@/lib/places/regions";

export interface PlaceColumns {
  region: Region | null;
  lat: number | null;
  lng: number | null;
}

const UNKNOWN: PlaceColumns = { region: null, lat: null, lng: null };
/** names seen, resolved once (seeding and imports repeat them) */
const resolved = new Map<string, PlaceColumns>();

/** The region and coordinates of a place name: the gazetteer's place of exactly that name, the largest. */
export function placeColumns(name: string | null | undefined): PlaceColumns {
  const text = name?.trim();
  if (!text) return UNKNOWN;
  let hit = resolved.get(text);
  if (!hit) {
    const place = searchPlaces(text, 5).find(
      (p) => p.name.localeCompare(text, "cs", { sensitivity: "base" }) === 0,
    );
    hit = place
      ? {
          region: (place.region && REGION_OF_NAME[place.region]) || null,
          lat: place.lat,
          lng: place.lon,
        }
      : UNKNOWN;
    if (resolved.size > 10_000) resolved.clear();
    resolved.set(text, hit);
  }
  return hit;
}

/** A row being written with its place columns, when it sets location_name (else as it is). */
export function withPlace<T extends { locationName?: string | null }>(row: T): T {
  return row.locationName === undefined ? row : { ...row, ...placeColumns(row.locationName) };
}
