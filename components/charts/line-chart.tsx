import { useLocale, useTranslations } from "next-intl";
import { formatNumber, formatPrice } from "@/lib/infra/format";
import { DayLines } from "./day-lines";
import { shortDay } from "./day-scale";

export const SERIES = ["views", "impressions", "contacts"] as const;
export type SeriesKey = (typeof SERIES)[number];

/** Each series' stroke and its legend swatch. */
const STYLE: Record<SeriesKey, { stroke: string; swatch: string; dash?: string }> = {
  views: { stroke: "stroke-primary-600", swatch: "bg-primary-600" },
  impressions: { stroke: "stroke-slate-400", swatch: "bg-slate-400", dash: "4 3" },
  contacts: { stroke: "stroke-amber-600", swatch: "bg-amber-600" },
};

/** Each series' name (literal keys: the unused-key check reads them). */
const LABEL = {
  views: "series.views",
  impressions: "series.impressions",
  contacts: "series.contacts",
} as const satisfies Record<SeriesKey, string>;

/** A price change on a day of the chart: the new price. */
export interface PriceMark {
  day: string;
  price: number;
}

interface Props {
  /** the days, oldest first (YYYY-MM-DD) */
  days: string[];
  series: Record<SeriesKey, number[]>;
  marks: PriceMark[];
}

/**
 * An ad's days as a server-drawn line chart (issue 32): views, impressions and contacts per day,
 * each price change a dashed vertical line with a "Kč" flag. The aria-label sums it up; DayTable
 * holds every number.
 */
export function LineChart({ days, series, marks }: Props) {
  const t = useTranslations("adStats");
  const index = new Set(days);
  const sum = (k: SeriesKey) => formatNumber(series[k].reduce((a, b) => a + b, 0));
  return (
    <DayLines
      days={days}
      lines={SERIES.map((k) => ({
        key: k,
        label: t(LABEL[k]),
        values: series[k],
        ...STYLE[k],
      }))}
      marks={marks.map((m) => ({
        day: m.day,
        title: t("chart.priceMark", { price: formatPrice(m.price) }),
        flag: t("chart.priceFlag"),
      }))}
      markLegend={t("chart.priceLegend")}
      summary={t("chart.summary", {
        days: days.length,
        views: sum("views"),
        impressions: sum("impressions"),
        contacts: sum("contacts"),
        changes: marks.filter((m) => index.has(m.day)).length,
      })}
    />
  );
}

/** The chart's numbers, one row a day (newest first), a price change named on its day. */
export function DayTable({ days, series, marks }: Props) {
  const t = useTranslations("adStats");
  const locale = useLocale();
  const priceOn = new Map(marks.map((m) => [m.day, m.price]));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="text-slate-500">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t("table.day")}
            </th>
            {SERIES.map((k) => (
              <th key={k} scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t(LABEL[k])}
              </th>
            ))}
            <th scope="col" className="py-1.5 font-medium">
              {t("table.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {days
            .map((day, i) => ({ day, i }))
            .reverse()
            .map(({ day, i }) => (
              <tr key={day} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {shortDay(day, locale)}
                </th>
                {SERIES.map((k) => (
                  <td key={k} className="py-1 pr-3 text-right">
                    {formatNumber(series[k][i] ?? 0)}
                  </td>
                ))}
                <td className="py-1 whitespace-nowrap text-red-700">
                  {priceOn.has(day)
                    ? t("table.priceChange", { price: formatPrice(priceOn.get(day)!) })
                    : ""}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
