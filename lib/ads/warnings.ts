// Contradictions in an ad that are worth a second look but not a refusal (issue 27): a fuel
// that a variant's name contradicts ("1.4 TSI" as diesel), a VIN whose model year is not the
// stated year, a price far below what the car's generation usually costs. Client-safe: the wizard shows them beside the fields, the create API answers them.
import type { FuelType } from "@/lib/enums";
import { vinModelYear } from "@/lib/vin/model-year";

/** Engine names that say the fuel, by the makers' usual codes ("2.0 TDI", "320d", "1.5 TSI"). */
const FUEL_NAMES: [FuelType, RegExp][] = [
  ["gas", /\b(G-?TEC|G-?TRON|TGI|LPG|CNG|BI-?FUEL)\b/i],
  ["hybrid", /\b(HYBRID|PHEV|HEV|E-HYBRID|GTE|IV)\b/i],
  ["electric", /\b(EV|ELECTRIC|E-TRON)\b/i],
  [
    "diesel",
    /\b(TDI|SDI|CRDI|CDI|DCI|HDI|BLUEHDI|TDCI|JTD|JTDM|MULTIJET|D-?4D|CRD|DIESEL|TDV6|SD4|TD4|ED4|\d{3}D|\d\.\dD|\d\.\d D)\b/i,
  ],
  ["petrol", /\b(TSI|TFSI|MPI|FSI|GTI|TCE|PURETECH|VTEC|ECOBOOST|T-?JET|T?-?GDI|\d{3}I)\b/i],
];

/** The fuel a variant's name says, or null when it says none. */
export function fuelOfVariant(variant: string | null | undefined): FuelType | null {
  if (!variant) return null;
  return FUEL_NAMES.find(([, re]) => re.test(variant))?.[0] ?? null;
}

export interface AdWarning {
  /** a message key of createAd.warnings */
  message: string;
  values: Record<string, string>;
}
export type AdWarnings = Partial<Record<"fuel_type" | "vin_number" | "price", AdWarning>>;

/**
 * Below this share of a generation's typical minimum (the registry's min_price) a price is far
 * from what the car usually costs: a missing zero, or a lure. A warning only: a wreck is cheaper.
 */
export const PRICE_FAR_BELOW_SHARE = 0.5;

/** The warning on a price far below the generation's typical minimum, or undefined. */
export function priceWarning(
  price: number | null | undefined,
  typicalMinPrice: number | null | undefined,
): AdWarning | undefined {
  if (!price || !typicalMinPrice || price >= typicalMinPrice * PRICE_FAR_BELOW_SHARE)
    return undefined;
  // as text: the message formats it as a number
  return { message: "createAd.warnings.priceFarBelow", values: { min: String(typicalMinPrice) } };
}

/**
 * The ad's warnings by field. `expectedFuel` is the registry's fuel for the variant when the
 * caller knows it (the wizard does); otherwise the variant's name decides.
 */
export function adWarnings(
  ad: {
    variant?: string | null;
    fuel_type?: string | null;
    vin_number?: string | null;
    year?: number | null;
    price?: number | null;
    /** the registry's typical minimum price of the ad's generation, when known */
    typical_min_price?: number | null;
  },
  expectedFuel: FuelType | null = fuelOfVariant(ad.variant),
): AdWarnings {
  const out: AdWarnings = {};
  if (ad.variant && ad.fuel_type && expectedFuel && ad.fuel_type !== expectedFuel)
    out.fuel_type = {
      message: "createAd.warnings.fuelVsVariant",
      values: { variant: ad.variant, fuel: expectedFuel },
    };
  const vinYear = ad.vin_number && ad.year ? vinModelYear(ad.vin_number, ad.year) : null;
  if (vinYear !== null && ad.year && vinYear !== ad.year)
    out.vin_number = {
      message: "createAd.warnings.vinYear",
      // as text: a number argument would be grouped ("2 018")
      values: { vinYear: String(vinYear), year: String(ad.year) },
    };
  const price = priceWarning(ad.price, ad.typical_min_price);
  if (price) out.price = price;
  return out;
}
