import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { Link } from "@/i18n/navigation";
import type { CompareAd, CompareRow, EquipmentRow } from "@/lib/compare/rows";
import { equipmentGroupKey, equipmentKey, type EquipmentGroup } from "@/lib/enums/car-data";
import { formatPrice } from "@/lib/infra/format";
import { routes } from "@/lib/routes";
import { useCompareFormat } from "./compare-cell";

/** One column's head: photo, title linking to the ad, price, the archived badge and "remove". */
function AdHead({ ad, ids, diff }: { ad: CompareAd; ids: number[]; diff: boolean }) {
  const t = useTranslations("compare");
  const card = useTranslations("card");
  const photo = ad.image_minis[0];
  const rest = ids.filter((id) => id !== ad.id);
  return (
    <th
      scope="col"
      data-compare-column
      className="snap-start border-l border-slate-100 p-3 text-left align-top font-normal"
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-slate-200">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- pre-sized WebP mini from our storage, as on the cards
          <img
            src={photo}
            alt={card("photoOf", { title: ad.title })}
            className={`size-full object-cover ${ad.archived ? "grayscale" : ""}`}
          />
        ) : (
          <span className="grid size-full place-items-center text-xs text-slate-500">
            {card("noPhoto")}
          </span>
        )}
        {ad.archived && (
          <span className="absolute top-1.5 left-1.5 rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            {card("archived")}
          </span>
        )}
      </div>
      <Link
        href={routes.ad(ad.id)}
        className="hover:text-primary-700 mt-2 line-clamp-2 block leading-snug font-semibold text-slate-900"
      >
        {ad.title}
      </Link>
      <p className="mt-1 text-lg font-bold text-slate-900">{formatPrice(ad.price)}</p>
      <Link
        href={routes.compare(rest, diff)}
        aria-label={t("removeLabel", { title: ad.title })}
        className="mt-1 inline-block text-sm text-slate-500 underline hover:text-red-700"
      >
        {t("remove")}
      </Link>
    </th>
  );
}

const labelCell = (differs: boolean) =>
  `sticky left-0 z-10 p-3 text-left align-top break-words hyphens-auto ${differs ? "bg-amber-50 font-semibold text-slate-900" : "bg-white font-normal text-slate-500"}`;

/**
 * The equipment, a row group per equipment group (its heading stays in view while the columns
 * scroll): ✓ where a car has the item, — where it lacks it, "unknown" for a car that lists none.
 */
function EquipmentRows({ ads, rows }: { ads: CompareAd[]; rows: EquipmentRow[] }) {
  const t = useTranslations("compare");
  const e = useTranslations("enums");
  const common = useTranslations("common");
  const groups = new Map<EquipmentGroup, EquipmentRow[]>();
  for (const row of rows) {
    const list = groups.get(row.group);
    if (list) list.push(row);
    else groups.set(row.group, [row]);
  }
  return [...groups].map(([group, items]) => (
    <tbody key={group} className="border-t-2 border-slate-200">
      <tr>
        <th
          scope="rowgroup"
          colSpan={ads.length + 1}
          className="bg-slate-50 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          <span className="sticky left-3">
            {t("equipment")}: {e(equipmentGroupKey(group))}
          </span>
        </th>
      </tr>
      {items.map((row) => (
        <tr
          key={row.item}
          className={`border-t border-slate-100 ${row.differs ? "bg-amber-50" : ""}`}
        >
          <th scope="row" className={labelCell(row.differs)}>
            {e(equipmentKey(row.item))}
            {row.differs && <span className="sr-only"> ({t("differs")})</span>}
          </th>
          {row.values.map((has, i) => (
            <td key={ads[i].id} className="border-l border-slate-100 p-3 align-top">
              {has == null ? (
                <span className="text-slate-500">{common("unknown")}</span>
              ) : (
                <>
                  <span
                    aria-hidden
                    className={has ? "font-semibold text-emerald-700" : "text-slate-400"}
                  >
                    {has ? "✓" : "—"}
                  </span>
                  <span className="sr-only">{t(has ? "has" : "lacks")}</span>
                </>
              )}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  ));
}

/**
 * The comparison table: a column per ad, a row per specification, then a row per item of
 * equipment any of them has; rows that differ are tinted, the best value of a numeric row is
 * marked. A phone shows two columns at a time beside the sticky labels (the scroller snaps them);
 * a desktop shows all of them.
 */
export function CompareTable({
  ads,
  rows,
  equipment,
  diff,
}: {
  ads: CompareAd[];
  rows: CompareRow[];
  equipment: EquipmentRow[];
  diff: boolean;
}) {
  const t = useTranslations("compare");
  const format = useCompareFormat();
  const ids = ads.map((a) => a.id);
  const style = { "--columns": ads.length } as CSSProperties;
  return (
    <table
      style={style}
      className="w-[calc(7rem+var(--columns)*(100cqw-7rem)/2)] table-fixed border-collapse text-sm md:w-full"
    >
      <caption className="sr-only">{t("caption")}</caption>
      <colgroup>
        <col className="w-28 md:w-48" />
        {ads.map((ad) => (
          <col key={ad.id} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <td className="sticky left-0 z-10 bg-white" />
          {ads.map((ad) => (
            <AdHead key={ad.id} ad={ad} ids={ids} diff={diff} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={`border-t border-slate-100 ${row.differs ? "bg-amber-50" : ""}`}
          >
            <th scope="row" className={labelCell(row.differs)}>
              {format.label(row.key)}
              {row.differs && <span className="sr-only"> ({t("differs")})</span>}
            </th>
            {ads.map((ad, i) => {
              const text = format.text(row.key, ad, row.values[i]);
              const aside = format.aside(row.key, ad);
              const best = row.best.includes(i);
              return (
                <td
                  key={ad.id}
                  className={`border-l border-slate-100 p-3 align-top break-words ${text == null ? "text-slate-500" : format.warns(row.key, ad) ? "text-red-700" : "text-slate-900"} ${best ? "font-semibold" : ""}`}
                >
                  {text ?? format.empty(row.key)}
                  {aside && <span className="ml-1.5 inline-block align-middle">{aside}</span>}
                  {best && (
                    <span className="ml-1.5 inline-block rounded-full bg-emerald-100 px-1.5 text-xs font-medium whitespace-nowrap text-emerald-800">
                      {t("best")}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <EquipmentRows ads={ads} rows={equipment} />
    </table>
  );
}
