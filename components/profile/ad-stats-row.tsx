import { useTranslations } from "next-intl";
import { Sparkline } from "@/components/charts/sparkline";
import { Link } from "@/i18n/navigation";
import type { PriceLabel } from "@/lib/enums";
import { formatNumber } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { similarVerdict, type SimilarPosition } from "@/lib/stats/similar-wording";

/** The counters the row sums (a subset of lib/stats/queries.ts StatTotals). */
interface Totals {
  views: number;
  phoneReveals: number;
  messages: number;
  favorites: number;
}

/** What the profile page loads for its ads' rows (getAdsStatsSummary, getSimilarPositions). */
export interface MyAdsStats {
  /** the sparkline's days, oldest first */
  days: string[];
  summary: Map<number, { views: number[]; lastDays: Totals }>;
  positions: Map<number, SimilarPosition>;
}

/**
 * Under an ad in "Moje inzeráty" (issue 32): the last 30 days' views as a sparkline, the 30 days'
 * views, contacts (phone reveals and messages) and favourites, how its views compare with similar
 * cars, and the link to the ad's statistics.
 */
export function AdStatsRow({
  ad,
  stats,
}: {
  ad: { id: number; price_label?: PriceLabel | null };
  stats: MyAdsStats | undefined;
}) {
  const t = useTranslations("adStats");
  if (!stats) return null;
  const row = stats.summary.get(ad.id);
  const views = row?.views ?? stats.days.map(() => 0);
  const totals = row?.lastDays ?? { views: 0, phoneReveals: 0, messages: 0, favorites: 0 };
  const verdict = similarVerdict(stats.positions.get(ad.id), ad.price_label);
  return (
    <div
      className="mt-2 grid gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200"
      aria-label={t("row.label")}
      role="group"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Sparkline values={views} />
        <p className="text-slate-700">
          {t("row.totals", {
            days: stats.days.length,
            views: formatNumber(totals.views),
            contacts: formatNumber(totals.phoneReveals + totals.messages),
            favorites: formatNumber(totals.favorites),
          })}
        </p>
        <Link href={routes.adStats(ad.id)} className="text-primary-700 font-semibold underline">
          {t("row.link")}
        </Link>
      </div>
      {verdict && (
        <p
          className={
            verdict.kind === "fewer"
              ? "font-medium text-amber-800"
              : verdict.kind === "more"
                ? "text-green-800"
                : "text-slate-600"
          }
        >
          {verdict.kind === "fewer"
            ? verdict.checkPrice
              ? t("similar.fewerPrice", { percent: verdict.percent })
              : t("similar.fewer", { percent: verdict.percent })
            : verdict.kind === "more"
              ? t("similar.more", { percent: verdict.percent })
              : t("similar.same")}
        </p>
      )}
    </div>
  );
}
