"use client";
import { useTranslations } from "next-intl";
import type { AdWarning } from "@/lib/ads/warnings";
import { FUEL_TYPES, fuelKey, type FuelType } from "@/lib/enums";

const isFuel = (v: string): v is FuelType => (FUEL_TYPES as readonly string[]).includes(v);

/** The translated text of an ad warning (lib/ads/warnings.ts), its fuel named by its label; undefined for none. */
export function useWarningText() {
  const t = useTranslations();
  const tEnums = useTranslations("enums");
  return (w: AdWarning | undefined) => {
    if (!w) return undefined;
    const fuel = w.values.fuel;
    const values = fuel && isFuel(fuel) ? { ...w.values, fuel: tEnums(fuelKey(fuel)) } : w.values;
    return t(w.message as Parameters<typeof t>[0], values);
  };
}
