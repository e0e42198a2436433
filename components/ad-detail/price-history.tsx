import { useTranslations } from "next-intl";
import { priceChanges, type PricePoint } from "@/lib/ads/price-changes";
import { sourceKey } from "@/lib/enums";
import { formatDate, formatPrice } from "@/lib/infra/format";
import { KEEP_CLEAR } from "@/components/shell/sections";

// Numbers are always written the Czech way (seed 000 §9.1), with the sign of the change.
const percentFormat = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 1 });
const sign = (n: number) => (n > 0 ? "+" : n < 0 ? "−" : "");
const signed = (n: number) => `${sign(n)}${formatPrice(Math.abs(n))}`;
const arrow = (n: number) => (n < 0 ? "↓" : "↑");
const tone = (n: number) => (n < 0 ? "text-emerald-700" : "text-red-700");

/** A step line of the prices, for the eye only: the list beside it carries the same facts. */
function Sparkline({ prices }: { prices: number[] }) {
  const [w, h, pad] = [120, 32, 3];
  const lo = Math.min(...prices);
  const span = Math.max(...prices) - lo || 1;
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (prices.length - 1);
  const y = (p: number) => (pad + (h - 2 * pad) * (1 - (p - lo) / span)).toFixed(1);
  const points = prices.flatMap((p, i) =>
    i === 0 ? [`${x(0)},${y(p)}`] : [`${x(i)},${y(prices[i - 1])}`, `${x(i)},${y(p)}`],
  );
  const last = prices[prices.length - 1];
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${w} ${h}`}
      className={`h-8 w-30 shrink-0 ${tone(last - prices[0])}`}
    >
      <polyline points={points.join(" ")} fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx={x(prices.length - 1)} cy={y(last)} r="2.5" fill="currentColor" />
    </svg>
  );
}

/**
 * "Vývoj ceny" on the ad page: shown only when the ad has had more than one price. A car listed
 * more than once shows the prices of all its listings, each marked with its source when the
 * sources differ (lib/cars/listings.ts).
 */
export function PriceHistory({ history, locale }: { history: PricePoint[]; locale: string }) {
  const t = useTranslations("priceHistory");
  const e = useTranslations("enums");
  const changes = priceChanges(history);
  if (!changes) return null;
  const { steps, total, totalPercent } = changes;
  return (
    <section
      {...KEEP_CLEAR}
      aria-labelledby="price-history"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="price-history" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <Sparkline prices={steps.map((s) => s.price)} />
      </div>
      <ol className="text-sm">
        {[...steps].reverse().map((s, i) => (
          <li
            key={`${s.changed_at}-${i}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 py-2"
          >
            <time dateTime={s.changed_at} className="text-slate-500">
              {formatDate(s.changed_at, locale)}
            </time>
            {s.source && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {e(sourceKey(s.source))}
              </span>
            )}
            <span className="ml-auto font-medium text-slate-900">{formatPrice(s.price)}</span>
            <span className={`w-28 text-right ${s.change ? tone(s.change) : "text-slate-500"}`}>
              {s.change ? (
                <>
                  <span aria-hidden="true">{arrow(s.change)} </span>
                  {signed(s.change)}
                </>
              ) : (
                t("first")
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className={`mt-3 text-sm font-semibold ${total ? tone(total) : "text-slate-700"}`}>
        {t("total", {
          amount: signed(total),
          percent: `${sign(totalPercent)}${percentFormat.format(Math.abs(totalPercent))}`,
        })}
      </p>
    </section>
  );
}
