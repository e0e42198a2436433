import { getTranslations } from "next-intl/server";
import type { ReportReason } from "@/lib/infra/db/schema";
import type { Page, ReportGroup } from "@/lib/moderation/types";
import { formatDateTime } from "./format";
import { QueueAdLine } from "./queue-ad";
import { ResolveButtons } from "./resolve-buttons";

/** Message keys of the reasons (the system's duplicate_vin too). */
const REASON_KEYS = {
  sold: "reasons.sold",
  scam: "reasons.scam",
  wrong_info: "reasons.wrong_info",
  duplicate: "reasons.duplicate",
  duplicate_vin: "reasons.duplicate_vin",
} as const satisfies Record<ReportReason, string>;
const reasonKey = (reason: string) =>
  reason in REASON_KEYS ? REASON_KEYS[reason as ReportReason] : null;

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5";

/** Users' open reports, one card per ad, the longest-waiting first. */
export async function ReportQueue({ data, locale }: { data: Page<ReportGroup>; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.queue" });
  const r = await getTranslations({ locale: locale as "cs", namespace: "report" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("reportsEmpty")}</p>;
  return (
    <>
      <p className="text-sm text-slate-600">{t("total", { count: data.count })}</p>
      <ul className="grid gap-3">
        {data.results.map((g) => (
          <li key={g.ad.id} className={card}>
            <article aria-label={g.ad.title} className="grid gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <QueueAdLine ad={g.ad} locale={locale} heading />
                <ResolveButtons
                  adId={g.ad.id}
                  title={g.ad.title}
                  kind="reports"
                  canArchive={g.ad.status !== "deleted"}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800">
                  {t("reportCount", { count: g.count })}
                </span>
                <span className="sr-only">{t("reasons")}:</span>
                {g.reasons.map(({ reason, count }) => (
                  <span key={reason} className="rounded-full bg-slate-100 px-2.5 py-0.5">
                    {reasonKey(reason) ? r(reasonKey(reason)!) : reason}
                    {count > 1 && <span className="ml-1 font-semibold">×{count}</span>}
                  </span>
                ))}
              </div>
              {g.notes.length > 0 && (
                <div>
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t("notes")}
                  </p>
                  <ul className="mt-1 grid gap-1">
                    {g.notes.map((n) => (
                      <li key={n.at + n.text} className="text-sm">
                        <q className="text-slate-800">{n.text}</q>{" "}
                        <time dateTime={n.at} className="text-xs whitespace-nowrap text-slate-500">
                          {formatDateTime(n.at, locale)}
                        </time>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <p className="flex flex-wrap gap-x-4 text-xs text-slate-500">
                <time dateTime={g.first_reported}>
                  {t("firstReported", { date: formatDateTime(g.first_reported, locale) })}
                </time>
                <time dateTime={g.last_reported}>
                  {t("lastReported", { date: formatDateTime(g.last_reported, locale) })}
                </time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
