"use client";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FilePicker } from "@/components/ui/file-picker";
import { FormAlert } from "@/components/ui/form-alert";
import { reasonParts, type FieldProblem, type ReasonPart } from "./dealer-feed-reason";
import type { DealerFeedState, Report } from "./dealer-feed-state";

// The dealer's feed upload (issue 32): a file and "all my cars", the dry run, and the report of the
// last run (of the file or the URL) with "Použít" after a dry run.

/** Each figure of a run and its message key. */
const COUNTS = [
  ["new", "counts.new"],
  ["updated", "counts.updated"],
  ["unchanged", "counts.unchanged"],
  ["archived", "counts.archived"],
  ["rejected", "counts.rejected"],
  ["photoFailures", "counts.photoFailures"],
] as const;

/** The file, "all my cars", the dry run, and the last run's refusal or report. */
export function FeedUpload({ state }: { state: DealerFeedState }) {
  const t = useTranslations("dealerFeed");
  const { file, full, busy, error, report } = state;
  return (
    <>
      <div className="mt-4 flex flex-col gap-3">
        <FilePicker
          label={t("file")}
          choose={t("chooseFile")}
          none={t("noFileChosen")}
          file={file}
          onFile={state.chooseFile}
          accept=".jsonl,.json,.ndjson,.csv,.txt,text/csv,application/x-ndjson"
        />
        <Checkbox
          name="feed-full"
          label={t("full")}
          checked={full}
          onChange={(e) => state.setFull(e.target.checked)}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => state.run("file", true)}>
            {busy ? t("running") : t("dryRun")}
          </Button>
        </div>
      </div>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {report && <ReportView report={report} busy={busy} onApply={state.apply} />}
    </>
  );
}

/** A refused line's reason in the page's language (./dealer-feed-reason.ts reads its parts). */
function useReasonText() {
  const t = useTranslations("dealerFeed.reasons");
  const problem = (p: FieldProblem) => {
    switch (p.code) {
      case "required":
        return t("required");
      case "number":
        return t("number");
      case "wholeNumber":
        return t("wholeNumber");
      case "text":
        return t("text");
      case "empty":
        return t("empty");
      case "url":
        return t("url");
      case "urlList":
        return t("urlList");
      case "list":
        return t("list");
      case "bool":
        return t("bool");
      case "month":
        return t("month");
      case "vin":
        return t("vin");
      case "lang":
        return t("lang");
      case "dateTime":
        return t("dateTime");
      case "min":
        return t("min", { n: String(p.values.n) });
      case "max":
        return t("max", { n: String(p.values.n) });
      case "maxChars":
        return t("maxChars", { n: String(p.values.n) });
      case "oneOf":
        return t("oneOf", { values: p.values.values });
      case "raw":
        return p.values.text;
    }
  };
  const part = (p: ReasonPart) => {
    switch (p.code) {
      case "notJson":
        return t("notJson");
      case "notObject":
        return t("notObject");
      case "csvQuote":
        return t("csvQuote");
      case "foreign":
        return t("foreign");
      case "contact":
        return t("contact", p.values);
      case "duplicate":
        return t("duplicate", { id: p.values.id, line: String(p.values.line) });
      case "csvCells":
        return t("csvCells", { cells: String(p.values.cells), header: String(p.values.header) });
      case "field":
        return t("field", { field: p.field, problem: problem(p.problem) });
      case "raw":
        return p.values.text;
    }
  };
  return (reason: string) => reasonParts(reason).map(part).join("; ");
}

function ReportView({
  report,
  busy,
  onApply,
}: {
  report: Report;
  busy: boolean;
  onApply?: () => void;
}) {
  const t = useTranslations("dealerFeed");
  const reasonText = useReasonText();
  const locale = useLocale();
  const num = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CZK",
    maximumFractionDigits: 0,
  });
  return (
    <div
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
      aria-live="polite"
    >
      <h3 className="font-semibold">{report.dryRun ? t("dryTitle") : t("appliedTitle")}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {COUNTS.map(([c, key]) => (
          <div key={c} className="rounded-lg bg-white px-3 py-2">
            <dt className="text-xs text-slate-500">{t(key)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-count={c}>
              {num.format(report[c])}
            </dd>
          </div>
        ))}
      </dl>
      {report.changes.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t("changesTitle")}</h4>
          <ul className="mt-1 divide-y divide-slate-200 text-sm">
            {report.changes.map((c) => (
              <li key={`${c.line}-${c.id}`} className="flex flex-wrap gap-x-2 py-1">
                <span className="text-xs font-medium text-slate-500 uppercase">
                  {c.kind === "new" ? t("changeNew") : t("changeUpdated")}
                </span>
                <span className="min-w-0 flex-1 break-words">{c.title}</span>
                <span className="tabular-nums">{money.format(c.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.rejections.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t("rejectionsTitle")}</h4>
          <ul className="mt-1 text-sm text-red-800">
            {report.rejections.map((r) => (
              <li key={r.line} className="break-words">
                {t("rejection", { line: String(r.line), reason: reasonText(r.reason) })}
              </li>
            ))}
          </ul>
        </>
      )}
      {onApply && (
        <div className="mt-3">
          <Button variant="primary" disabled={busy} onClick={onApply}>
            {busy ? t("running") : t("apply")}
          </Button>
        </div>
      )}
    </div>
  );
}
