import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/infra/format";
import { dayAxes, polyline, shortDay, SPARKLINE } from "./day-scale";

/**
 * The last days' views of one ad as a small server-drawn line (no script, nothing for public
 * pages); its aria-label says the total and the best day, and a table behind "Po dnech" holds
 * every day's number.
 */
export function Sparkline({ days, values }: { days: string[]; values: number[] }) {
  const t = useTranslations("adStats");
  const locale = useLocale();
  const max = Math.max(0, ...values);
  const box = {
    width: SPARKLINE.width,
    height: SPARKLINE.height,
    left: SPARKLINE.pad,
    right: SPARKLINE.pad,
    top: SPARKLINE.pad,
    bottom: SPARKLINE.pad,
  };
  const { x, y } = dayAxes(values.length, max, box);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <svg
        role="img"
        aria-label={t("sparkline.summary", {
          days: values.length,
          total: formatNumber(total),
          max: formatNumber(max),
        })}
        viewBox={`0 0 ${SPARKLINE.width} ${SPARKLINE.height}`}
        width={SPARKLINE.width}
        height={SPARKLINE.height}
        className="shrink-0"
      >
        <line
          x1={box.left}
          x2={SPARKLINE.width - box.right}
          y1={y(0)}
          y2={y(0)}
          className="stroke-slate-200"
        />
        <polyline
          points={polyline(values, x, y)}
          fill="none"
          strokeWidth={1.5}
          strokeLinejoin="round"
          className="stroke-secondary-600"
        />
      </svg>
      <details className="text-xs">
        <summary className="text-primary-700 cursor-pointer">{t("sparkline.table")}</summary>
        <table className="mt-1 tabular-nums">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="pr-3 text-left font-medium">
                {t("table.day")}
              </th>
              <th scope="col" className="text-right font-medium">
                {t("series.views")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row" className="pr-3 text-left font-normal">
                  {shortDay(day, locale)}
                </th>
                <td className="text-right">{formatNumber(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
