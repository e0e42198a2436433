// The rows of the comparison table (pure, client-safe): the ad page's specification list plus
// derived rows, which values differ and which is best.
import type { CarAd } from "@/lib/ads/types";

export type CompareValue = number | string | boolean | null;

/** Below this mileage the price per km driven is left out. */
const MIN_KM_FOR_PER_KM = 1000;

const ROWS = {
  price: { value: (ad) => ad.price, best: "min" },
  // meaningless for a new car's few kilometres; and a low figure is not better in itself, so no "best"
  pricePerKm: {
    value: (ad) =>
      ad.mileage_km && ad.mileage_km >= MIN_KM_FOR_PER_KM
        ? Math.round((ad.price / ad.mileage_km) * 100) / 100
        : null,
  },
  make: { value: (ad) => ad.make },
  model: { value: (ad) => ad.model },
  generation: { value: (ad) => ad.generation },
  variant: { value: (ad) => ad.variant },
  year: { value: (ad) => ad.year, best: "max" },
  age: { value: (ad, year) => Math.max(0, year - ad.year), best: "min" },
  mileage: { value: (ad) => ad.mileage_km, best: "min" },
  power: { value: (ad) => ad.power_kw, best: "max" },
  fuel: { value: (ad) => ad.fuel_type },
  transmission: { value: (ad) => ad.transmission },
  drive: { value: (ad) => ad.drive_type },
  body: { value: (ad) => ad.body_type },
  condition: { value: (ad) => ad.condition },
  owners: { value: (ad) => ad.number_of_owners },
  country: { value: (ad) => ad.purchase_country },
  vatRefund: { value: (ad) => ad.vat_refund },
  location: { value: (ad) => ad.location_name },
  vin: { value: (ad) => Boolean(ad.vin_number) },
} satisfies Record<
  string,
  { value: (ad: CarAd, currentYear: number) => CompareValue; best?: "min" | "max" }
>;

export type CompareRowKey = keyof typeof ROWS;

export interface CompareRow {
  key: CompareRowKey;
  values: CompareValue[];
  /** the ads do not all have the same value */
  differs: boolean;
  /** indexes of the columns holding the best value (only in a numeric row that differs) */
  best: number[];
}

/** Indexes of the lowest (or highest) numbers; none when fewer than two columns have one. */
export function bestOf(values: CompareValue[], direction: "min" | "max"): number[] {
  const numbers = values.flatMap((v, i) => (typeof v === "number" ? [[v, i] as const] : []));
  if (numbers.length < 2) return [];
  const pickFn = direction === "min" ? Math.min : Math.max;
  const top = pickFn(...numbers.map(([v]) => v));
  return numbers.filter(([v]) => v === top).map(([, i]) => i);
}

/** The table's rows for these ads (columns in their order); `currentYear` dates the age row. */
export function compareRows(ads: CarAd[], currentYear: number): CompareRow[] {
  return (Object.keys(ROWS) as CompareRowKey[]).map((key) => {
    const def: { value: (ad: CarAd, y: number) => CompareValue; best?: "min" | "max" } = ROWS[key];
    const values = ads.map((ad) => def.value(ad, currentYear));
    const differs = values.some((v) => v !== values[0]);
    return { key, values, differs, best: differs && def.best ? bestOf(values, def.best) : [] };
  });
}
