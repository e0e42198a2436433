import { getTranslations } from "next-intl/server";
import type { Page, VinFlag } from "@/lib/moderation/types";
import { formatDateTime } from "./format";
import { QueueAdLine } from "./queue-ad";
import { ResolveButtons } from "./resolve-buttons";

/** Ads whose VIN other sellers' active ads carry, with those ads. */
export async function VinQueue({ data, locale }: { data: Page<VinFlag>; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.queue" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("vinEmpty")}</p>;
  return (
    <>
      <p className="text-sm text-slate-600">{t("total", { count: data.count })}</p>
      <ul className="grid gap-3">
        {data.results.map((f) => (
          <li
            key={f.ad.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
          >
            <article aria-label={f.ad.title} className="grid gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <QueueAdLine ad={f.ad} locale={locale} heading />
                <ResolveButtons
                  adId={f.ad.id}
                  title={f.ad.title}
                  kind="vin"
                  canArchive={f.ad.status !== "deleted"}
                />
              </div>
              <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span>
                  {t("vin")}: <code className="font-mono font-semibold break-all">{f.vin}</code>
                </span>
                <time dateTime={f.flagged_at} className="text-xs text-slate-500">
                  {t("flagged", { date: formatDateTime(f.flagged_at, locale) })}
                </time>
              </p>
              <div className="rounded-xl bg-slate-50 p-3">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t("others")}
                </p>
                {f.others.length ? (
                  <ul className="mt-2 grid gap-2">
                    {f.others.map((o) => (
                      <li key={o.id}>
                        <QueueAdLine ad={o} locale={locale} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-slate-600">{t("noOthers")}</p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
