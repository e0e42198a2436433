import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatPrice } from "@/lib/infra/format";
import type { ThreadReport } from "@/lib/messages/admin";
import type { ThreadReportReason } from "@/lib/messages/schemas";
import type { Page } from "@/lib/moderation/types";
import { routes } from "@/lib/routes";
import { formatDateTime } from "./format";
import { STATUS_LOOK } from "./queue-ad";
import { ResolveButtons } from "./resolve-buttons";

const REASON_KEYS = {
  scam: "reasons.scam",
  spam: "reasons.spam",
  abuse: "reasons.abuse",
  other: "reasons.other",
} as const satisfies Record<ThreadReportReason, string>;

const REPORTED_BY_KEYS = {
  buyer: "reportedBy.buyer",
  seller: "reportedBy.seller",
} as const;

const STATUS_KEYS = {
  active: "active",
  sold: "sold",
  archived: "archived",
  deleted: "deleted",
} as const;
type Status = keyof typeof STATUS_KEYS;

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5";

/**
 * Reported message threads (issue 31), the longest-waiting first: the ad, who reported and why,
 * both sides by name, the latest messages; Archivovat (the ad) or Zamítnout, as for ad reports.
 */
export async function ThreadReports({
  data,
  locale,
}: {
  data: Page<ThreadReport>;
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.conversations" });
  const status = await getTranslations({ locale: locale as "cs", namespace: "profile.adStatus" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("empty")}</p>;
  return (
    <>
      <p className="text-sm text-slate-600">{t("total", { count: data.count })}</p>
      <ul className="grid gap-3">
        {data.results.map((r) => {
          const adStatus = (r.ad.status in STATUS_KEYS ? r.ad.status : "active") as Status;
          return (
            <li key={r.id} className={card}>
              <article aria-label={r.ad.title} className="grid gap-3">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h3 className="text-base font-semibold">
                      <Link
                        href={routes.ad(r.ad.id)}
                        className="hover:text-primary-700 hover:underline"
                      >
                        {r.ad.title}
                      </Link>
                    </h3>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                      <span className="font-semibold text-slate-900 tabular-nums">
                        {formatPrice(r.ad.price)}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[adStatus]}`}
                      >
                        {status(STATUS_KEYS[adStatus])}
                      </span>
                      <span>{t("buyer", { name: r.buyer.name })}</span>
                      <span>{t("seller", { name: r.seller.name })}</span>
                    </p>
                  </div>
                  <ResolveButtons
                    adId={r.ad.id}
                    title={r.ad.title}
                    kind="reports"
                    canArchive={r.ad.status === "active"}
                    path={`/api/admin/conversations/${r.id}/resolve/`}
                  />
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800">
                    {t(REASON_KEYS[r.reason])}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5">
                    {r.raised
                      ? t("reportedBy.raised")
                      : r.reported_by
                        ? t(REPORTED_BY_KEYS[r.reported_by])
                        : t("reportedBy.unknown")}
                  </span>
                  {r.blocked && (
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5">{t("blocked")}</span>
                  )}
                  <time dateTime={r.reported_at} className="text-xs text-slate-500">
                    {t("reportedAt", { date: formatDateTime(r.reported_at, locale) })}
                  </time>
                </div>
                {r.note && (
                  <p className="text-sm">
                    <span className="font-semibold">{t("note")}:</span>{" "}
                    <q className="text-slate-800">{r.note}</q>
                  </p>
                )}
                <details className="text-sm">
                  <summary className="cursor-pointer font-semibold text-slate-700">
                    {t("messages")} ({r.messages.length})
                  </summary>
                  <ol className="mt-2 grid gap-2">
                    {r.messages.map((m, i) => (
                      <li key={`${m.created_at}-${i}`} className="rounded-lg bg-slate-50 px-3 py-2">
                        <p className="text-xs text-slate-500">
                          <span className="font-semibold text-slate-700">
                            {m.from === "seller" ? t("fromSeller") : t("fromBuyer")}
                          </span>{" "}
                          <time dateTime={m.created_at}>
                            {formatDateTime(m.created_at, locale)}
                          </time>
                          {m.warnings.length > 0 && (
                            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800">
                              {t("warning")}
                            </span>
                          )}
                        </p>
                        <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
                      </li>
                    ))}
                  </ol>
                </details>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
