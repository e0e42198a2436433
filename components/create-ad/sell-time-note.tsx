"use client";
import { useTranslations } from "next-intl";
import { sellTimeKey, type SellTime } from "@/lib/stats/sell-time-core";

/**
 * Once make and model are chosen: how long that model usually takes to sell on Vozovna (the
 * page's figures from lib/stats/sell-time.ts, only models with enough sales); nothing otherwise.
 */
export function SellTimeNote({
  make,
  model,
  sellTimes,
}: {
  make: string | null;
  model: string | null;
  sellTimes: Record<string, SellTime>;
}) {
  const t = useTranslations("sellTime");
  const figure = make && model ? sellTimes[sellTimeKey(make, model)] : undefined;
  if (!figure) return null;
  return (
    <p className="bg-primary-50 text-primary-800 rounded-lg px-3 py-2 text-sm">
      {t("line", { name: `${make} ${model}`, days: figure.days, cases: figure.cases })}
    </p>
  );
}
