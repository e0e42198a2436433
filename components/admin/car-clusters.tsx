import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { CarCluster, ClusterListing } from "@/lib/cars/types";
import { sourceKey } from "@/lib/enums";
import { formatDate, formatNumber, formatPrice } from "@/lib/infra/format";
import type { Page } from "@/lib/moderation/types";
import { routes } from "@/lib/routes";
import { formatDateTime } from "./format";
import { STATUS_LOOK } from "./queue-ad";
import { SplitButton } from "./split-button";

type T = Awaited<ReturnType<typeof getTranslations<"admin">>>;
type E = Awaited<ReturnType<typeof getTranslations<"enums">>>;
type S = Awaited<ReturnType<typeof getTranslations<"profile.adStatus">>>;

/** One listing of a car: its facts on a wrapping line, why it matches, and "Oddělit". */
function ListingRow({
  l,
  t,
  e,
  status,
  locale,
}: {
  l: ClusterListing;
  t: T;
  e: E;
  status: S;
  locale: string;
}) {
  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          <Link href={routes.ad(l.id)} className="hover:text-primary-700 hover:underline">
            <span className="text-slate-500 tabular-nums">#{l.id}</span> {l.title}
          </Link>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {e(sourceKey(l.source))}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(l.price)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[l.status]}`}
          >
            {status(l.status)}
          </span>
          {l.mileage_km !== null && (
            <span>
              {t("cars.mileage")}: {formatNumber(l.mileage_km)} km
            </span>
          )}
          <time dateTime={l.listed_at}>
            {t("cars.date")}: {formatDate(l.listed_at, locale)}
          </time>
          {l.vin && (
            <span>
              {t("cars.vin")}: <code className="font-mono break-all">{l.vin}</code>
            </span>
          )}
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800">
            {l.match === "vin" ? t("cars.sameVin") : t("cars.similarPhotos")}
          </span>
        </p>
      </div>
      <SplitButton adId={l.id} title={l.title} />
    </li>
  );
}

/** Cars with two or more listings, the newest change first, each listing with "Oddělit". */
export async function CarClusters({ data, locale }: { data: Page<CarCluster>; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin" });
  const e = await getTranslations({ locale: locale as "cs", namespace: "enums" });
  const status = await getTranslations({ locale: locale as "cs", namespace: "profile.adStatus" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("cars.empty")}</p>;
  return (
    <>
      <p className="text-sm text-slate-600">{t("cars.total", { count: data.count })}</p>
      <ul className="grid gap-3">
        {data.results.map((c) => (
          <li
            key={c.car_id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
          >
            <article aria-label={t("cars.car", { id: c.car_id })}>
              <h3 className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold">
                {t("cars.car", { id: c.car_id })}
                <span className="text-sm font-normal text-slate-600">
                  {t("cars.listings", { count: c.listings.length })}
                </span>
                <time dateTime={c.changed_at} className="text-xs font-normal text-slate-500">
                  {t("cars.changed", { date: formatDateTime(c.changed_at, locale) })}
                </time>
              </h3>
              <ul className="mt-2">
                {c.listings.map((l) => (
                  <ListingRow key={l.id} l={l} t={t} e={e} status={status} locale={locale} />
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
