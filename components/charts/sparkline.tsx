import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/infra/format";
import { dayAxes, polyline, SPARKLINE } from "./day-scale";

/**
 * The last days' views of one ad as a small server-drawn line (no script, nothing for public
 * pages); its aria-label says the total and the best day. The day-by-day numbers are the ad's
 * statistics page's table (the row links to it): 20 rows of 30-day tables made "Moje inzeráty"
 * heavy for a dealer.
 */
export function Sparkline({ values }: { values: number[] }) {
  const t = useTranslations("adStats");
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
  );
}
