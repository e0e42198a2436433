import { getTranslations } from "next-intl/server";
import { priceBandValues } from "@/components/stats/price-band";
import type { Locale } from "@/i18n/routing";
import { getSellTimes } from "@/lib/stats/sell-time";

/**
 * "Škoda Octavia se na Vozovně obvykle prodá za 23 dní": the model's median days to sell
 * (lib/stats/sell-time.ts) on its landing page, server-rendered, and by price band where a band
 * has enough sales of its own ("Podle ceny: do 100 000 Kč: 18 dní · …"); nothing with too few
 * sales.
 */
export async function SellTimeLine({
  make,
  model,
  locale,
}: {
  make: string;
  model: string;
  locale: Locale;
}) {
  const times = await getSellTimes();
  const figure = times.model(make, model);
  if (!figure) return null;
  const bands = times.bandsOf(make, model);
  const t = await getTranslations({ locale, namespace: "sellTime" });
  return (
    <div className="mt-6 text-sm text-slate-600">
      <p>{t("line", { name: `${make} ${model}`, days: figure.days, cases: figure.cases })}</p>
      {bands.length > 0 && (
        <p className="mt-1">
          {t("bands")}{" "}
          {bands
            .map(({ band, figure: f }) =>
              t("bandItem", { band: t("bandLabel", priceBandValues(band)), days: f.days }),
            )
            .join(" · ")}
        </p>
      )}
    </div>
  );
}
