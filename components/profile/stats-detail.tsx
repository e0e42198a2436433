import { useTranslations } from "next-intl";
import { DayTable, LineChart, type SeriesKey } from "@/components/charts/line-chart";
import { Link } from "@/i18n/navigation";
import { formatNumber } from "@/lib/infra/format";
import { routes } from "@/lib/routes";

/** What the page shows (lib/stats/ad-view.ts AdStatsView, the fields the view reads). */
export interface StatsDetailView {
  ad: { id: number; title: string };
  days: {
    day: string;
    views: number;
    impressions: number;
    clicks: number;
    phoneReveals: number;
    messages: number;
    favorites: number;
    shares: number;
  }[];
  totals: {
    views: number;
    impressions: number;
    clicks: number;
    contacts: number;
    phoneReveals: number;
    messages: number;
    favorites: number;
    shares: number;
  };
  priceChanges: { day: string; price: number }[];
}

const PERIODS = [30, 90] as const;

/**
 * An ad's statistics page (issue 32): the period switch (links, no script), the totals, the line
 * chart with the price changes marked and the table of every day.
 */
export function StatsDetail({ view, period }: { view: StatsDetailView; period: number }) {
  const t = useTranslations("adStats");
  const series: Record<SeriesKey, number[]> = {
    views: view.days.map((d) => d.views),
    impressions: view.days.map((d) => d.impressions),
    contacts: view.days.map((d) => d.phoneReveals + d.messages),
  };
  const totals = [
    ["views", t("totals.views"), view.totals.views],
    ["impressions", t("totals.impressions"), view.totals.impressions],
    ["clicks", t("totals.clicks"), view.totals.clicks],
    ["phoneReveals", t("totals.phoneReveals"), view.totals.phoneReveals],
    ["messages", t("totals.messages"), view.totals.messages],
    ["favorites", t("totals.favorites"), view.totals.favorites],
    ["shares", t("totals.shares"), view.totals.shares],
  ] as const;
  return (
    <div className="grid gap-5">
      <div>
        <Link href={routes.profile()} className="text-primary-700 text-sm underline">
          {t("page.back")}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{t("page.title")}</h1>
        <p className="text-slate-600">
          <Link href={routes.ad(view.ad.id)} className="underline">
            {view.ad.title}
          </Link>
        </p>
      </div>
      <nav aria-label={t("page.period")} className="flex gap-2">
        {PERIODS.map((p) => (
          <Link
            key={p}
            href={routes.adStats(view.ad.id, p === 30 ? undefined : p)}
            aria-current={p === period ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
              p === period
                ? "bg-secondary-700 ring-secondary-700 text-white"
                : "bg-white text-slate-700 ring-slate-300"
            }`}
          >
            {t("page.days", { days: p })}
          </Link>
        ))}
      </nav>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([k, label, n]) => (
          <div key={k} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-5">
        <h2 className="mb-2 font-semibold">{t("page.chartTitle", { days: view.days.length })}</h2>
        <LineChart days={view.days.map((d) => d.day)} series={series} marks={view.priceChanges} />
      </section>
      <section className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-5">
        <h2 className="mb-2 font-semibold">{t("page.tableTitle")}</h2>
        <DayTable days={view.days.map((d) => d.day)} series={series} marks={view.priceChanges} />
      </section>
    </div>
  );
}
