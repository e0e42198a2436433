import { useTranslations } from "next-intl";
import { AxisTicks } from "@/components/charts/axis-ticks";
import { formatNumber, formatPrice } from "@/lib/infra/format";
import type { ComparablePoint } from "@/lib/pricing/types";
import { CHART, chartAxes, compactNumber, type Magnitude } from "./chart";
import { priceRange } from "./wording";

const KM_TICKS = {
  units: "chart.kmUnits",
  thousands: "chart.kmThousands",
  millions: "chart.kmMillions",
} as const satisfies Record<Magnitude, string>;
const PRICE_TICKS = {
  units: "chart.priceUnits",
  thousands: "chart.priceThousands",
  millions: "chart.priceMillions",
} as const satisfies Record<Magnitude, string>;

/** The rated ad's side of the chart: its own car and what the rating found. */
interface ChartProps {
  points: ComparablePoint[];
  car: ComparablePoint;
  estimate: number;
  low: number;
  high: number;
}

/** The legend's swatches, as the chart draws each. */
const LEGEND = [
  ["bg-secondary-600 size-3 rounded-full", "chart.thisCar"],
  ["size-2 rounded-full bg-slate-500/60", "chart.comparable"],
  ["h-3 w-4 bg-green-100", "chart.fairRange"],
  ["w-4 border-t-2 border-dashed border-green-700", "chart.estimate"],
] as const;

/**
 * The comparables' prices against their mileage as a server-drawn SVG (no script: crawlers and
 * readers without JavaScript get it whole), this car bigger and in colour, the fair range a band
 * and the estimate a dashed line; its aria-label says the same in words, and the table below it
 * holds every number.
 */
export function PriceChart({ points, car, estimate, low, high }: ChartProps) {
  const t = useTranslations("priceRating");
  const prices = points.map((p) => p.price);
  const { x, y, xTicks, yTicks } = chartAxes(
    [...prices, car.price, low, high],
    [...points.map((p) => p.mileageKm), car.mileageKm],
  );
  const tick = (keys: typeof KM_TICKS | typeof PRICE_TICKS, n: number) => {
    const { magnitude, value } = compactNumber(n);
    return t(keys[magnitude], { n: value });
  };
  const summary = t("chart.summary", {
    count: points.length,
    min: formatPrice(Math.min(...prices)),
    max: formatPrice(Math.max(...prices)),
    price: formatPrice(car.price),
    km: formatNumber(car.mileageKm),
    range: priceRange(low, high),
  });
  const [plotLeft, plotRight] = [CHART.left, CHART.width - CHART.right];
  const baseline = CHART.height - CHART.bottom;
  const carX = x(car.mileageKm);
  const carY = y(car.price);
  // the car's name on the side with more room, above the dot but inside the plot
  const nameLeft = carX > (plotLeft + plotRight) / 2;
  return (
    <figure className="mt-5">
      <figcaption className="mb-2 text-sm font-semibold text-slate-500">
        {t("chart.title")}
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full max-w-md"
      >
        <rect
          x={plotLeft}
          width={plotRight - plotLeft}
          y={y(high)}
          height={Math.max(1, y(low) - y(high))}
          className="fill-green-100"
        />
        <AxisTicks
          ticks={yTicks}
          y={y}
          box={CHART}
          label={(v) => tick(PRICE_TICKS, v)}
          fontSize={11}
          gap={6}
        />
        {xTicks.map((v) => (
          <text
            key={v}
            x={x(v)}
            y={baseline + 17}
            textAnchor="middle"
            fontSize={11}
            className="fill-slate-500"
          >
            {tick(KM_TICKS, v)}
          </text>
        ))}
        <line
          x1={plotLeft}
          x2={plotRight}
          y1={y(estimate)}
          y2={y(estimate)}
          strokeDasharray="5 4"
          strokeWidth={1.5}
          className="stroke-green-700"
        />
        {points.map((p, i) => (
          <circle
            key={i}
            cx={x(p.mileageKm)}
            cy={y(p.price)}
            r={3.5}
            fillOpacity={0.6}
            className="fill-slate-500"
          />
        ))}
        <circle
          cx={carX}
          cy={carY}
          r={6.5}
          strokeWidth={2}
          className="fill-secondary-600 stroke-white"
        />
        <text
          x={nameLeft ? carX - 10 : carX + 10}
          y={Math.max(CHART.top + 8, carY - 8)}
          textAnchor={nameLeft ? "end" : "start"}
          fontSize={12}
          fontWeight={600}
          strokeWidth={3}
          paintOrder="stroke"
          className="fill-secondary-800 stroke-white"
        >
          {t("chart.thisCar")}
        </text>
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {LEGEND.map(([swatch, key]) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={swatch} />
            {t(key)}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * The chart's numbers as a table behind "Tabulka srovnatelných vozů": the comparables and this car
 * by price, cheapest first, this car's row marked.
 */
export function ComparablesTable({
  points,
  car,
}: {
  points: ComparablePoint[];
  car: ComparablePoint;
}) {
  const t = useTranslations("priceRating");
  const rows = [...points.map((p) => ({ ...p, own: false })), { ...car, own: true }].sort(
    (a, b) => a.price - b.price,
  );
  return (
    <details className="mt-3 text-sm">
      <summary className="text-primary-700 cursor-pointer font-medium">{t("table.title")}</summary>
      <table className="mt-2 w-full text-left tabular-nums">
        <thead className="text-slate-500">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t("table.year")}
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              {t("table.mileage")}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t("table.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={i}
              className={`border-b border-slate-100 ${row.own ? "bg-secondary-50 text-secondary-800 font-semibold" : ""}`}
            >
              <td className="py-1.5 pr-3">
                {row.year}
                {row.own && <span className="ml-2 text-xs">{t("chart.thisCar")}</span>}
              </td>
              <td className="py-1.5 pr-3 text-right">
                {t("chart.kmUnits", { n: formatNumber(row.mileageKm) })}
              </td>
              <td className="py-1.5 text-right">{formatPrice(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
