import { getTranslations } from "next-intl/server";
import { sourceKey } from "@/lib/enums";
import type { ImportRunView } from "@/lib/import/runs";
import type { Page } from "@/lib/moderation/types";
import { formatDateTime } from "./format";

/** Each count of a run and its column's message key. */
const COUNTS = [
  ["new", "counts.new"],
  ["updated", "counts.updated"],
  ["unchanged", "counts.unchanged"],
  ["archived", "counts.archived"],
  ["rejected", "counts.rejected"],
  ["photoFailures", "counts.photoFailures"],
] as const;
const STATUS_KEYS = {
  running: "statuses.running",
  done: "statuses.done",
  failed: "statuses.failed",
} as const;
const statusKey = (status: string) =>
  STATUS_KEYS[status === "done" || status === "failed" ? status : "running"];

/** The ad imports, newest first: source and feed, when and how long, the counts, the first rejections. */
export async function ImportRuns({ data, locale }: { data: Page<ImportRunView>; locale: string }) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "admin.imports" });
  const e = await getTranslations({ locale: locale as "cs", namespace: "enums" });
  if (data.results.length === 0)
    return <p className="py-10 text-center text-slate-600">{t("empty")}</p>;
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
  const td = "px-3 py-2.5 align-top";
  const num = new Intl.NumberFormat(locale);
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <table className="w-full min-w-[60rem] overflow-hidden rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
        <thead className="bg-slate-50">
          <tr>
            <th className={th}>{t("started")}</th>
            <th className={th}>{t("source")}</th>
            <th className={th}>{t("status")}</th>
            {COUNTS.map(([c, key]) => (
              <th key={c} className={`${th} text-right`}>
                {t(key)}
              </th>
            ))}
            <th className={th}>{t("rejections")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.results.map((r) => (
            <tr key={r.id}>
              <td className={`${td} whitespace-nowrap text-slate-600`}>
                <time dateTime={r.startedAt}>{formatDateTime(r.startedAt, locale)}</time>
                {r.durationMs !== null && (
                  <span className="block text-xs">
                    {t("duration", { seconds: Math.round(r.durationMs / 100) / 10 })}
                  </span>
                )}
              </td>
              <td className={td}>
                <span className="font-medium">
                  {r.seller ? t("dealer", { name: r.seller.name }) : e(sourceKey(r.source))}
                </span>
                {r.full && <span className="ml-1 text-xs text-slate-500">({t("full")})</span>}
                {r.dryRun && (
                  <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                    {t("dryRun")}
                  </span>
                )}
                <span className="block max-w-64 text-xs break-all text-slate-500">{r.feed}</span>
              </td>
              <td className={td}>
                {t(statusKey(r.status))}
                {r.error && <span className="block text-xs text-red-700">{r.error}</span>}
              </td>
              {COUNTS.map(([c]) => (
                <td key={c} className={`${td} text-right tabular-nums`}>
                  {num.format(r.counts[c])}
                </td>
              ))}
              <td className={`${td} text-slate-600`}>
                <ul>
                  {r.rejections.slice(0, 5).map((x) => (
                    <li key={x.line} className="break-words">
                      {t("rejection", { line: x.line, reason: x.reason })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
