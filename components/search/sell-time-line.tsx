import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getSellTimes } from "@/lib/stats/sell-time";

/**
 * "Škoda Octavia se na Vozovně obvykle prodá za 23 dní": the model's median days to sell
 * (lib/stats/sell-time.ts) on its landing page, server-rendered; nothing with too few sales.
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
  const figure = (await getSellTimes()).model(make, model);
  if (!figure) return null;
  const t = await getTranslations({ locale, namespace: "sellTime" });
  return (
    <p className="mt-6 text-sm text-slate-600">
      {t("line", { name: `${make} ${model}`, days: figure.days, cases: figure.cases })}
    </p>
  );
}
