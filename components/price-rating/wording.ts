// How the price rating's numbers are put into words (issue 30): which sentence a factor reads as,
// how the asking price compares with the estimate, amounts with their sign. Pure and client-safe;
// the messages live under "priceRating" and their keys are written out for tests/unit/messages.
import { formatNumber, formatPrice } from "@/lib/infra/format";
import { percentFromEstimate, type PriceFactor } from "@/lib/pricing/types";

/** A factor's sentence: its message and the number the message shows, already formatted. */
export type FactorWording =
  | { key: "factor.older" | "factor.newer"; values: { years: number } }
  | { key: "factor.lowerMileage" | "factor.higherMileage"; values: { km: string } }
  | { key: "factor.morePower" | "factor.lessPower"; values: { kw: string } }
  | { key: "factor.moreEquipment" | "factor.fewerEquipment"; values: { items: number } }
  | {
      key:
        | "factor.age"
        | "factor.mileage"
        | "factor.power"
        | "factor.equipment"
        | "factor.fuel"
        | "factor.transmission"
        | "factor.drive"
        | "factor.body"
        | "factor.condition"
        | "factor.generation";
      values?: undefined;
    };

/**
 * The sentence of a factor. A measured difference reads with its direction and size ("starší o
 * 2 roky než obvykle"); one too small to name in whole units, and the kinds that are a category
 * (fuel, transmission, drive, body, condition, generation), read as what they are ("palivo").
 */
export function factorWording({ key, delta }: PriceFactor): FactorWording {
  const d = Math.round(delta ?? 0);
  const size = Math.abs(d);
  switch (key) {
    case "age":
      // delta: years newer than a typical comparable
      return d
        ? { key: d > 0 ? "factor.newer" : "factor.older", values: { years: size } }
        : { key: "factor.age" };
    case "mileage":
      // delta: km fewer than a typical comparable
      return d
        ? {
            key: d > 0 ? "factor.lowerMileage" : "factor.higherMileage",
            values: { km: formatNumber(size) },
          }
        : { key: "factor.mileage" };
    case "power":
      return d
        ? {
            key: d > 0 ? "factor.morePower" : "factor.lessPower",
            values: { kw: formatNumber(size) },
          }
        : { key: "factor.power" };
    case "equipment":
      return d
        ? { key: d > 0 ? "factor.moreEquipment" : "factor.fewerEquipment", values: { items: size } }
        : { key: "factor.equipment" };
    case "fuel":
      return { key: "factor.fuel" };
    case "transmission":
      return { key: "factor.transmission" };
    case "drive":
      return { key: "factor.drive" };
    case "body":
      return { key: "factor.body" };
    case "condition":
      return { key: "factor.condition" };
    case "generation":
      return { key: "factor.generation" };
  }
}

/** An amount in Kč with its sign, the minus a real one: "+18 000 Kč", "−25 000 Kč". */
export function signedPrice(amount: number) {
  const sign = amount > 0 ? "+" : amount < 0 ? "−" : "";
  return `${sign}${formatPrice(Math.abs(amount))}`;
}

/** The fair range as one price: "320 000 – 370 000 Kč". */
export const priceRange = (low: number, high: number) =>
  `${formatNumber(low)} – ${formatPrice(high)}`;

/**
 * How the asking price stands against the estimate, in whole per cent of the estimate: "o 12 %
 * pod odhadem"; under half a per cent either way it matches the estimate.
 */
export function comparedToEstimate(
  price: number,
  estimate: number,
):
  | { key: "belowEstimate" | "aboveEstimate"; percent: number }
  | { key: "atEstimate"; percent?: undefined } {
  const signed = percentFromEstimate(price, estimate);
  if (signed === 0) return { key: "atEstimate" };
  return { key: signed < 0 ? "belowEstimate" : "aboveEstimate", percent: Math.abs(signed) };
}
