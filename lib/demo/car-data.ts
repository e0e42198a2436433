// Realistic values of the car data buyers filter by (issue 29) for a generated car: colours by
// their Czech market shares, doors and seats by body, equipment more likely the newer and dearer
// the car, an STK within its two-year cycle. Drawn from a random stream of their own, so the
// demo's other values stay what they were.
import type { BodyType } from "@/lib/enums";
import type { Colour, Equipment } from "@/lib/enums/car-data";
import { EQUIPMENT } from "@/lib/enums/car-data";
import { chance, pick, randInt, weighted, type Rng } from "./random";
import type { GeneratedCar } from "./generate";

export interface CarData {
  colour: Colour | null;
  metallic: boolean | null;
  doors: number | null;
  seats: number | null;
  equipment: Equipment[];
  stkValidUntil: string | null;
  serviceBook: boolean | null;
  garaged: boolean | null;
}

/** Shares of body colours among used cars sold in Czechia (per mille). */
const COLOUR_SHARES: [Colour, number][] = [
  ["grey", 250],
  ["white", 200],
  ["black", 170],
  ["silver", 120],
  ["blue", 110],
  ["red", 70],
  ["brown", 30],
  ["green", 20],
  ["beige", 10],
  ["yellow", 5],
  ["orange", 5],
  ["other", 5],
  ["gold", 3],
  ["purple", 2],
];
const pickColour = weighted(COLOUR_SHARES, ([, share]) => share);

const DOORS: Partial<Record<BodyType, readonly number[]>> = {
  COUPE: [2, 3],
  CONVERTIBLE: [2],
  THREE_DOOR_SUV: [3],
  THREE_DOOR_HATCHBACK: [3],
  SEDAN_SALOON: [4],
  VAN: [4, 5],
  PICKUP: [2, 4],
};
const SEATS: Partial<Record<BodyType, readonly number[]>> = {
  COUPE: [4],
  CONVERTIBLE: [2, 4],
  MINIVAN: [5, 5, 7],
  MINIBUS: [8, 9],
  VAN: [2, 3],
  PICKUP: [2, 5],
  FIVE_DOOR_SUV: [5, 5, 5, 7],
};

/**
 * Each item's first model year in ordinary cars and how often a car of it has it: in a cheap one
 * (budget) and a dear one (premium). Items not listed: [2008, 0.1, 0.4].
 */
const RATES: Partial<Record<Equipment, [number, number, number]>> = {
  abs: [1995, 0.97, 1],
  esp: [2004, 0.85, 1],
  airbags_side: [2000, 0.7, 0.98],
  airbags_curtain: [2004, 0.55, 0.95],
  isofix: [2002, 0.8, 0.95],
  power_windows: [1998, 0.85, 1],
  electric_mirrors: [1998, 0.8, 1],
  ac_auto: [2000, 0.3, 0.85],
  ac_multizone: [2005, 0.05, 0.6],
  heated_seats: [2002, 0.3, 0.85],
  cruise_control: [2000, 0.4, 0.9],
  adaptive_cruise_control: [2014, 0.05, 0.6],
  keyless_start: [2012, 0.1, 0.7],
  parking_sensors_rear: [2004, 0.45, 0.95],
  parking_sensors_front: [2006, 0.15, 0.7],
  rear_camera: [2012, 0.15, 0.75],
  navigation: [2006, 0.2, 0.8],
  android_auto: [2016, 0.4, 0.8],
  apple_carplay: [2016, 0.4, 0.8],
  bluetooth: [2008, 0.6, 0.95],
  usb: [2008, 0.7, 0.95],
  led_headlights: [2014, 0.15, 0.75],
  fog_lights: [2000, 0.5, 0.7],
  lane_assist: [2015, 0.15, 0.7],
  emergency_braking: [2016, 0.3, 0.8],
  tyre_pressure: [2012, 0.5, 0.9],
  tow_bar: [1995, 0.2, 0.3],
  alloy_wheels: [1998, 0.4, 0.95],
  winter_tyres: [1995, 0.25, 0.3],
  roof_rails: [1998, 0.25, 0.4],
  rain_sensor: [2005, 0.2, 0.8],
  leather_seats: [2000, 0.05, 0.55],
  digital_cockpit: [2017, 0.05, 0.6],
  spare_wheel: [1995, 0.4, 0.3],
};

/** Every item's [first year, budget rate, premium rate]; manual air conditioning is the other kind's alternative. */
const rateOf = (item: Equipment) => RATES[item] ?? [2008, 0.1, 0.4];

function equipmentFor(car: GeneratedCar, rng: Rng): Equipment[] {
  // 0 for a car of 150 000 Kč or less, 1 from 1 000 000 Kč (a price for its age)
  const premium = Math.min(
    1,
    Math.max(0, Math.log(car.price / 150_000) / Math.log(1_000_000 / 150_000)),
  );
  const chosen = new Set<Equipment>();
  for (const item of EQUIPMENT) {
    if (item === "ac_manual") continue;
    const [from, budget, dear] = rateOf(item);
    const years = car.year - from;
    if (years < 0) continue;
    // an item spreads over its first decade
    const rate = (budget + (dear - budget) * premium) * Math.min(1, 0.3 + years / 10);
    if (chance(rng, rate)) chosen.add(item);
  }
  if (car.drive === "AWD" && chance(rng, 0.5)) chosen.add("tow_bar");
  if (chosen.has("ac_multizone")) chosen.add("ac_auto");
  if (!chosen.has("ac_auto") && car.year >= 1998 && chance(rng, 0.85)) chosen.add("ac_manual");
  // three headlight kinds, one at most
  if (chosen.has("led_headlights")) chosen.delete("xenon_headlights");
  if (!chosen.has("led_headlights")) chosen.delete("matrix_headlights");
  return EQUIPMENT.filter((item) => chosen.has(item));
}

/** The STK's last month: a new car's first runs four years, then every two. */
function stkFor(car: GeneratedCar, now: Date, rng: Rng): string {
  const months = car.condition === "new" ? 48 : randInt(rng, 1, 24);
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${end.getUTCFullYear()}-${String(end.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function generateCarData(car: GeneratedCar, now: Date, rng: Rng): CarData {
  const [colour] = pickColour(rng);
  const isNew = car.condition === "new";
  return {
    colour: chance(rng, 0.92) ? colour : null,
    metallic: colour === "white" ? chance(rng, 0.3) : chance(rng, 0.75),
    doors: chance(rng, 0.9) ? pick(rng, DOORS[car.bodyType] ?? [5]) : null,
    seats: chance(rng, 0.85) ? pick(rng, SEATS[car.bodyType] ?? [5]) : null,
    equipment: equipmentFor(car, rng),
    stkValidUntil: isNew || chance(rng, 0.7) ? stkFor(car, now, rng) : null,
    serviceBook: isNew ? true : chance(rng, 0.55) ? true : chance(rng, 0.3) ? false : null,
    garaged: chance(rng, 0.25) ? true : null,
  };
}
