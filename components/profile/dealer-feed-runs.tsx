"use client";
import { useLocale, useTranslations } from "next-intl";
import type { FeedState } from "./dealer-feed-state";

/** The dealer feed's last runs, dry runs marked. */
export function FeedRuns({ runs }: { runs: FeedState["runs"] }) {
  const t = useTranslations("dealerFeed");
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const status = (s: string) =>
    s === "done"
      ? t("statuses.done")
      : s === "failed"
        ? t("statuses.failed")
        : t("statuses.running");
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">{t("runsTitle")}</h3>
      {runs.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("runsEmpty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {runs.map((r) => (
            <li key={r.id} className="py-2">
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={r.startedAt} className="text-slate-600">
                  {when.format(new Date(r.startedAt))}
                </time>
                <span className="font-medium">{status(r.status)}</span>
                {r.dryRun && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                    {t("dryMark")}
                  </span>
                )}
                <span className="min-w-0 truncate text-xs text-slate-500">{r.feed}</span>
              </div>
              <p className="text-slate-700">{t("runCounts", r.counts)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
