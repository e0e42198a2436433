// The rows of the comparison table (pure, client-safe): the ad page's specification list plus
// derived rows, which values differ and which is best; then the equipment, item by item.
import type { CarAd } from "@/lib/ads/types";
import { monthIsPast } from "@/lib/infra/format";
import { percentFromEstimate, type PriceLabel } from "@/lib/pricing/types";
import {
  EQUIPMENT_GROUP_NAMES,
  EQUIPMENT_GROUPS,
  type Equipment,
  type EquipmentGroup,
} from "@/lib/enums/car-data";

export type CompareValue = number | string | boolean | null;

/**
 * An ad as the comparison shows it: the ad and, while it is active, its price rating (issue 30);
 * null when it has none (not active, or not rated yet).
 */
export type CompareAd = CarAd & {
  price_rating: { label: PriceLabel; estimate: number | null } | null;
};

/** "2027-05" → 2027 × 12 + 4: months compare as numbers. */
const monthNumber = (month: string | null) => {
  if (!month) return null;
  const [year, m] = month.split("-").map(Number);
  return year * 12 + m - 1;
};

/**
 * A row: its value per ad; which end is best, and which ads may be (all by default; `now` is the
 * instant the comparison is made at).
 */
interface RowDef {
  value: (ad: CompareAd, currentYear: number) => CompareValue;
  best?: "min" | "max";
  bestAmong?: (ad: CompareAd, now: Date) => boolean;
}

/** Below this mileage the price per km driven is left out. */
const MIN_KM_FOR_PER_KM = 1000;

const ROWS = {
  price: { value: (ad) => ad.price, best: "min" },
  // the asking price against the market estimate in whole signed per cent; a suspiciously low
  // price is a warning sign, never the best
  priceVsMarket: {
    value: (ad) =>
      ad.price_rating?.estimate ? percentFromEstimate(ad.price, ad.price_rating.estimate) : null,
    best: "min",
    bestAmong: (ad) => ad.price_rating?.label !== "suspicious",
  },
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
  colour: { value: (ad) => ad.colour && (ad.metallic ? `${ad.colour} metallic` : ad.colour) },
  doors: { value: (ad) => ad.doors },
  seats: { value: (ad) => ad.seats },
  condition: { value: (ad) => ad.condition },
  owners: { value: (ad) => ad.number_of_owners },
  // the month as a number (months since year 0), so the longest valid inspection is the best; an
  // expired one (shown "propadlá", the same rule as the ad page's) never is
  stk: {
    value: (ad) => monthNumber(ad.stk_valid_until),
    best: "max",
    bestAmong: (ad, now) => !!ad.stk_valid_until && !monthIsPast(ad.stk_valid_until, now),
  },
  serviceBook: { value: (ad) => ad.service_book },
  country: { value: (ad) => ad.purchase_country },
  vatRefund: { value: (ad) => ad.vat_refund },
  location: { value: (ad) => ad.location_name },
  vin: { value: (ad) => Boolean(ad.vin_number) },
} satisfies Record<string, RowDef>;

export type CompareRowKey = keyof typeof ROWS;

export interface CompareRow {
  key: CompareRowKey;
  values: CompareValue[];
  /** the ads do not all have the same value */
  differs: boolean;
  /** indexes of the columns holding the best value (only in a numeric row that differs) */
  best: number[];
}

/**
 * Indexes of the lowest (or highest) numbers; none when fewer than two columns have one. Only the
 * columns `among` allows (all by default) can be the best, though every number counts as compared.
 */
export function bestOf(
  values: CompareValue[],
  direction: "min" | "max",
  among: (index: number) => boolean = () => true,
): number[] {
  const numbers = values.flatMap((v, i) => (typeof v === "number" ? [[v, i] as const] : []));
  if (numbers.length < 2) return [];
  const candidates = numbers.filter(([, i]) => among(i));
  if (!candidates.length) return [];
  const pickFn = direction === "min" ? Math.min : Math.max;
  const top = pickFn(...candidates.map(([v]) => v));
  return candidates.filter(([v]) => v === top).map(([, i]) => i);
}

/**
 * The table's rows for these ads (columns in their order); `currentYear` dates the age row, `now`
 * tells an expired STK.
 */
export function compareRows(
  ads: CompareAd[],
  currentYear: number,
  now: Date = new Date(),
): CompareRow[] {
  return (Object.keys(ROWS) as CompareRowKey[]).map((key) => {
    const def: RowDef = ROWS[key];
    const values = ads.map((ad) => def.value(ad, currentYear));
    const differs = values.some((v) => v !== values[0]);
    const { bestAmong } = def;
    const among = bestAmong && ((i: number) => bestAmong(ads[i], now));
    return {
      key,
      values,
      differs,
      best: differs && def.best ? bestOf(values, def.best, among) : [],
    };
  });
}

/** One item of equipment across the compared ads. */
export interface EquipmentRow {
  item: Equipment;
  group: EquipmentGroup;
  /** per ad, whether it has the item; null for an ad that lists no equipment (not known, not "none") */
  values: (boolean | null)[];
  /** the ads that list equipment do not all have it */
  differs: boolean;
}

/**
 * A row per item any of the ads has, in the list's order (so by group): what one car has and
 * another lacks. An ad without any equipment listed is unknown in every row, and counts in no
 * difference.
 */
export function equipmentRows(ads: CarAd[]): EquipmentRow[] {
  const sets = ads.map((ad) => (ad.equipment.length ? new Set<Equipment>(ad.equipment) : null));
  return EQUIPMENT_GROUP_NAMES.flatMap((group) =>
    (EQUIPMENT_GROUPS[group] as readonly Equipment[]).flatMap((item) => {
      const values = sets.map((set) => (set ? set.has(item) : null));
      if (!values.includes(true)) return [];
      return [{ item, group, values, differs: values.includes(false) }];
    }),
  );
}
