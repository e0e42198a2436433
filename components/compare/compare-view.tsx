import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import type { CompareAd, CompareRow, EquipmentRow } from "@/lib/compare/rows";
import { routes } from "@/lib/routes";
import { CompareScroller } from "./compare-scroller";
import { CompareTable } from "./compare-table";

const tab = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ${active ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`;

/** The note that some chosen ads are gone (deleted or never there). */
export function MissingNote({ count }: { count: number }) {
  const t = useTranslations("compare");
  if (!count) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
      {t("missing", { count })}
    </p>
  );
}

/** Fewer than two ads (or more than four) to compare: what to do instead. */
export function CompareProblem({
  reason,
  missing,
}: {
  reason: "tooFew" | "tooMany";
  missing: number;
}) {
  const t = useTranslations("compare");
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-8 text-center">
      <h1 className="text-2xl font-bold">
        {reason === "tooFew" ? t("tooFewTitle") : t("tooManyTitle")}
      </h1>
      <MissingNote count={missing} />
      <p className="text-slate-600">{t(reason)}</p>
      <Link
        href={routes.favorites}
        className={`${buttonClass({ size: "lg" })} justify-self-center`}
      >
        {t("toFavorites")}
      </Link>
    </div>
  );
}

/** /favorites/compare: 2–4 ads side by side, the "only differences" switch in the URL. */
export function CompareView({
  ads,
  rows,
  equipment,
  diff,
  missing,
}: {
  ads: CompareAd[];
  rows: CompareRow[];
  equipment: EquipmentRow[];
  diff: boolean;
  missing: number;
}) {
  const t = useTranslations("compare");
  const ids = ads.map((a) => a.id);
  const shown = diff ? rows.filter((r) => r.differs) : rows;
  const shownEquipment = diff ? equipment.filter((r) => r.differs) : equipment;
  const positions = ads
    .slice(1)
    .map((_, i) => t("position", { from: i + 1, to: i + 2, count: ads.length }));
  return (
    <div className="grid gap-4 pb-10 md:pb-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-sm text-slate-600">{t("subtitle", { count: ads.length })}</p>
        </div>
        <nav
          aria-label={t("caption")}
          className="flex gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
        >
          <Link href={routes.compare(ids)} aria-current={!diff || undefined} className={tab(!diff)}>
            {t("allRows")}
          </Link>
          <Link
            href={routes.compare(ids, true)}
            aria-current={diff || undefined}
            className={tab(diff)}
          >
            {t("onlyDifferences")}
          </Link>
        </nav>
      </div>
      <MissingNote count={missing} />
      {shown.length + shownEquipment.length === 0 && (
        <p className="text-slate-600">{t("noDifferences")}</p>
      )}
      <CompareScroller positions={positions} hint={t("swipe")}>
        <CompareTable ads={ads} rows={shown} equipment={shownEquipment} diff={diff} />
      </CompareScroller>
    </div>
  );
}
