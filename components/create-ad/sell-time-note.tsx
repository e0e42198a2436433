"use client";
import { useTranslations } from "next-intl";
import { priceBandValues } from "@/components/stats/price-band";
import {
  priceBandOf,
  sellTimeBandKey,
  sellTimeKey,
  type SellTime,
} from "@/lib/stats/sell-time-core";

/** The wizard's figures of lib/stats/sell-time.ts: per model, and per model and price band. */
export interface WizardSellTimes {
  models: Record<string, SellTime>;
  bands: Record<string, SellTime>;
}

/**
 * Once make and model are chosen: how long that model usually takes to sell on Vozovna (only
 * models with enough sales); once a price is typed too, how long at that price, when its band has
 * enough sales of its own. Nothing otherwise.
 */
export function SellTimeNote({
  make,
  model,
  price,
  sellTimes,
}: {
  make: string | null;
  model: string | null;
  price?: number | null;
  sellTimes: WizardSellTimes;
}) {
  const t = useTranslations("sellTime");
  if (!make || !model) return null;
  const figure = sellTimes.models[sellTimeKey(make, model)];
  const band = price != null && price > 0 ? priceBandOf(price) : null;
  const atPrice = band === null ? undefined : sellTimes.bands[sellTimeBandKey(make, model, band)];
  if (!figure && !atPrice) return null;
  const name = `${make} ${model}`;
  return (
    <p className="bg-primary-50 text-primary-800 rounded-lg px-3 py-2 text-sm">
      {atPrice && band !== null
        ? t("band", {
            band: t("bandLabel", priceBandValues(band)),
            name,
            days: atPrice.days,
            cases: atPrice.cases,
          })
        : figure && t("line", { name, days: figure.days, cases: figure.cases })}
    </p>
  );
}
