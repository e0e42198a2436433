import { useLocale } from "next-intl";
import { formatNumber } from "@/lib/infra/format";
import { AxisTicks } from "./axis-ticks";
import { dayAxes, LINE_CHART, labelledDays, polyline, shortDay } from "./day-scale";

export interface DayLine {
  key: string;
  label: string;
  values: number[];
  /** the stroke's class and the legend swatch's background class */
  stroke: string;
  swatch: string;
  dash?: string;
}

export interface DayMark {
  day: string;
  /** the mark's tooltip (its <title>) */
  title: string;
  /** the short word above it */
  flag: string;
}

/**
 * Lines over days as a server-drawn SVG (issue 32: an ad's statistics, the admin's site figures):
 * counts up from zero at round ticks, days across with a few dates, marked days a dashed vertical
 * line. 320 units wide, so it reads at its own size on a 390 px phone; no script. `summary` is its
 * aria-label; the caller puts the numbers in a table beside it.
 */
export function DayLines({
  days,
  lines,
  marks = [],
  summary,
  markLegend,
}: {
  days: string[];
  lines: DayLine[];
  marks?: DayMark[];
  summary: string;
  markLegend?: string;
}) {
  const locale = useLocale();
  const max = Math.max(0, ...lines.flatMap((l) => l.values));
  const { x, y, yTicks } = dayAxes(days.length, max);
  const baseline = LINE_CHART.height - LINE_CHART.bottom;
  const index = new Map(days.map((d, i) => [d, i]));
  const shown = marks.filter((m) => index.has(m.day));
  return (
    <figure>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${LINE_CHART.width} ${LINE_CHART.height}`}
        className="h-auto w-full max-w-xl"
      >
        <AxisTicks
          ticks={yTicks}
          y={y}
          box={LINE_CHART}
          label={formatNumber}
          fontSize={10}
          gap={5}
        />
        {labelledDays(days.length).map((i) => (
          <text
            key={i}
            x={x(i)}
            y={baseline + 16}
            textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
            fontSize={10}
            className="fill-slate-500"
          >
            {shortDay(days[i], locale)}
          </text>
        ))}
        {shown.map((m) => {
          const mx = x(index.get(m.day)!);
          return (
            <g key={m.day} data-mark={m.day}>
              <title>{m.title}</title>
              <line
                x1={mx}
                x2={mx}
                y1={LINE_CHART.top}
                y2={baseline}
                strokeDasharray="3 3"
                className="stroke-red-500"
              />
              <text
                x={mx}
                y={LINE_CHART.top - 3}
                textAnchor="middle"
                fontSize={9}
                className="fill-red-600"
              >
                {m.flag}
              </text>
            </g>
          );
        })}
        {lines.map((l) => (
          <polyline
            key={l.key}
            points={polyline(l.values, x, y)}
            fill="none"
            strokeWidth={2}
            strokeDasharray={l.dash}
            strokeLinejoin="round"
            className={l.stroke}
          />
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {lines.map((l) => (
          <li key={l.key} className="flex items-center gap-1.5">
            <span className={`h-0.5 w-4 ${l.swatch}`} />
            {l.label}
          </li>
        ))}
        {shown.length > 0 && markLegend && (
          <li className="flex items-center gap-1.5">
            <span className="h-3 border-l-2 border-dashed border-red-500" />
            {markLegend}
          </li>
        )}
      </ul>
    </figure>
  );
}
