import { getTranslations } from "next-intl/server";
import { DayLines } from "@/components/charts/day-lines";
import { shortDay } from "@/components/charts/day-scale";
import { formatNumber } from "@/lib/infra/format";
import type { SiteFigures as Figures } from "@/lib/stats/site";

const COLUMNS = ["newAds", "sold", "views", "contacts"] as const;
/** The columns' headings (literal keys: the unused-key check reads them). */
const HEADING = {
  newAds: "newAds",
  sold: "sold",
  views: "views",
  contacts: "contacts",
} as const satisfies Record<(typeof COLUMNS)[number], string>;

/**
 * The admin's site-wide figures (issue 32): the ads active now, then per day of the last 30 the
 * new ads, the ads sold, views and contacts: a chart of new and sold ads (views, in hundreds or
 * thousands, would flatten them) and the table of every number, newest day first, with totals.
 */
export async function SiteFigures({ data, locale }: { data: Figures; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "adminStats" });
  const days = data.days.map((d) => d.day);
  const total = (k: (typeof COLUMNS)[number]) => data.days.reduce((sum, d) => sum + d[k], 0);
  return (
    <section aria-labelledby="site-figures" className="grid gap-4">
      <h2 id="site-figures" className="text-lg font-semibold">
        {t("title", { days: days.length })}
      </h2>
      <p className="text-slate-700">{t("activeNow", { count: formatNumber(data.activeNow) })}</p>
      <div className="max-w-xl rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <DayLines
          days={days}
          lines={[
            {
              key: "newAds",
              label: t("newAds"),
              values: data.days.map((d) => d.newAds),
              stroke: "stroke-primary-600",
              swatch: "bg-primary-600",
            },
            {
              key: "sold",
              label: t("sold"),
              values: data.days.map((d) => d.sold),
              stroke: "stroke-amber-600",
              swatch: "bg-amber-600",
            },
          ]}
          summary={t("summary", {
            days: days.length,
            newAds: formatNumber(total("newAds")),
            sold: formatNumber(total("sold")),
            views: formatNumber(total("views")),
            contacts: formatNumber(total("contacts")),
          })}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full max-w-2xl text-left text-sm tabular-nums">
          <thead className="text-slate-500">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t("day")}
              </th>
              {COLUMNS.map((k) => (
                <th key={k} scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {t(HEADING[k])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...data.days].reverse().map((d) => (
              <tr key={d.day} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {shortDay(d.day, locale)}
                </th>
                {COLUMNS.map((k) => (
                  <td key={k} className="py-1 pr-3 text-right">
                    {formatNumber(d[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" className="py-1.5 pr-3 text-left">
                {t("total")}
              </th>
              {COLUMNS.map((k) => (
                <td key={k} className="py-1.5 pr-3 text-right">
                  {formatNumber(total(k))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
