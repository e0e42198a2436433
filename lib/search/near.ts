// The distance filter's geometry (issue 29, "do 50 km od Brna"): a place by its name, a radius of
// RADII_KM, and the distance both engines compute alike. Client-safe: a place's coordinates are
// the server's (./places.ts).

export const RADII_KM = [10, 25, 50, 100, 200] as const;
export type RadiusKm = (typeof RADII_KM)[number];

/** A place and a radius: "Brno,50" in the URL. */
export interface Near {
  place: string;
  km: RadiusKm;
}

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/**
 * Kilometres between two points, by the equirectangular approximation (under 0.1 % off within
 * Czechia's 500 km): the SQL writes the same formula, so both engines draw the same circle.
 */
export function distanceKm(a: Point, b: Point): number {
  const x = (b.lng - a.lng) * RAD * Math.cos(((a.lat + b.lat) / 2) * RAD);
  const y = (b.lat - a.lat) * RAD;
  return EARTH_KM * Math.sqrt(x * x + y * y);
}

/** The latitudes within `km` of a point: a cheap first test before the distance. */
export const latitudeBand = (p: Point, km: number) => {
  const d = km / (EARTH_KM * RAD);
  return [p.lat - d, p.lat + d] as const;
};
