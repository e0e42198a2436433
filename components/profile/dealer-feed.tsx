"use client";
import { useState } from "react";
import useSWR from "swr";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import type { SellerProfileView } from "@/lib/sellers/schemas";
import { reasonParts, type FieldProblem, type ReasonPart } from "./dealer-feed-reason";

// The dealer's own feed in the profile (issue 32): a file or a stored URL, a dry run first (what
// would change, the refused lines with their reasons), then "Použít"; the last runs below.

const FEED_KEY = "/api/profile/feed/";
/** As lib/import/dealer-feed.ts enforces them (the server answers the same in its errors). */
const MAX_ADS = 2000;
const MAX_MB = 5;

type Counts = {
  new: number;
  updated: number;
  unchanged: number;
  archived: number;
  rejected: number;
  photoFailures: number;
};
interface Report extends Counts {
  dryRun: boolean;
  changes: { line: number; id: string; kind: "new" | "updated"; title: string; price: number }[];
  rejections: { line: number; reason: string }[];
}
interface FeedState {
  feed: { url: string | null; format: "jsonl" | "csv"; enabled: boolean } | null;
  runs: {
    id: number;
    feed: string | null;
    dryRun: boolean;
    status: string;
    startedAt: string;
    counts: Counts;
  }[];
}

/** Each figure of a run and its message key. */
const COUNTS = [
  ["new", "counts.new"],
  ["updated", "counts.updated"],
  ["unchanged", "counts.unchanged"],
  ["archived", "counts.archived"],
  ["rejected", "counts.rejected"],
  ["photoFailures", "counts.photoFailures"],
] as const;

export function DealerFeed({ profile }: { profile: SellerProfileView | null }) {
  if (!profile?.is_dealer) return null;
  return (
    <section
      aria-labelledby="dealer-feed-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <DealerFeedBody verified={profile.phone_verified} />
    </section>
  );
}

function DealerFeedBody({ verified }: { verified: boolean }) {
  const t = useTranslations("dealerFeed");
  if (!verified)
    return (
      <>
        <h2 id="dealer-feed-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t("phoneRequired")}</p>
      </>
    );
  return <FeedTools />;
}

function useFeedErrors() {
  const t = useTranslations("dealerFeed");
  const errorText = useErrorText();
  return (err: unknown): string => {
    if (!(err instanceof AppError)) return errorText("common.errorOccurred")!;
    const reason = err.extra?.reason;
    if (err.code === "conflict.in_progress") return t("errors.busy");
    if (reason === "too_many") return t("errors.tooMany", { max: MAX_ADS });
    if (reason === "too_large") return t("errors.tooLarge", { mb: MAX_MB });
    if (reason === "not_dealer") return t("errors.notDealer");
    if (reason === "phone_unverified") return t("errors.phoneUnverified");
    if (reason === "no_profile") return t("errors.noProfile");
    if (reason === "fetch_failed")
      return t("errors.fetchFailed", { detail: String(err.extra?.detail ?? "") });
    const field = err.fields && Object.values(err.fields)[0];
    return errorText(field ?? "common.errorOccurred")!;
  };
}

function FeedTools() {
  const t = useTranslations("dealerFeed");
  const errorOf = useFeedErrors();
  const { data, mutate } = useSWR<FeedState>(FEED_KEY, (key: string) =>
    apiFetch<FeedState>(key, { noRedirect: true }),
  );
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(true);
  const [from, setFrom] = useState<"file" | "url">("file");
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (source: "file" | "url", dryRun: boolean) => {
    setError(null);
    if (source === "file" && !file) {
      setError(t("errors.noFile"));
      return;
    }
    const form = new FormData();
    form.append("from", source);
    form.append("full", full ? "true" : "false");
    // "Použít" sends the same file again: what is applied is what the dry run showed
    if (source === "file" && file) form.append("file", file, file.name);
    setBusy(true);
    try {
      const r = await apiFetch<Report>(`/api/profile/feed/${dryRun ? "dry-run" : "apply"}/`, {
        method: "POST",
        body: form,
        noRedirect: true,
      });
      setFrom(source);
      setReport(r);
    } catch (err) {
      setError(errorOf(err));
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  return (
    <>
      <h2 id="dealer-feed-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t("intro")}</p>
      <p className="mt-1 text-xs text-slate-500">{t("formatHelp", { max: MAX_ADS, mb: MAX_MB })}</p>
      <div className="mt-4 flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("file")}
          <input
            type="file"
            accept=".jsonl,.json,.ndjson,.csv,.txt,text/csv,application/x-ndjson"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
            className="text-sm"
          />
        </label>
        <Checkbox
          name="feed-full"
          label={t("full")}
          checked={full}
          onChange={(e) => setFull(e.target.checked)}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => run("file", true)}>
            {busy ? t("running") : t("dryRun")}
          </Button>
        </div>
      </div>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {report && (
        <ReportView
          report={report}
          busy={busy}
          onApply={report.dryRun ? () => run(from, false) : undefined}
        />
      )}
      <UrlForm
        feed={data?.feed ?? null}
        onSaved={() => void mutate()}
        onDryRun={() => run("url", true)}
        busy={busy}
      />
      <Runs runs={data?.runs ?? []} />
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

function UrlForm({
  feed,
  onSaved,
  onDryRun,
  busy,
}: {
  feed: FeedState["feed"];
  onSaved: () => void;
  onDryRun: () => void;
  busy: boolean;
}) {
  const t = useTranslations("dealerFeed");
  const errorOf = useFeedErrors();
  const [url, setUrl] = useState<string | null>(null);
  const [format, setFormat] = useState<"jsonl" | "csv" | null>(null);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const value = {
    url: url ?? feed?.url ?? "",
    format: format ?? feed?.format ?? "jsonl",
    enabled: enabled ?? feed?.enabled ?? true,
  };
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      await apiFetch(FEED_KEY, { method: "PUT", body: value, noRedirect: true });
      setMessage({ kind: "success", text: t("saved") });
      onSaved();
    } catch (err) {
      setMessage({ kind: "error", text: errorOf(err) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={save} className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">{t("urlTitle")}</h3>
      <TextField
        label={t("url")}
        name="feed-url"
        type="url"
        inputMode="url"
        value={value.url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://"
      />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-xs font-medium text-slate-600">{t("format")}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="feed-format"
            checked={value.format === "jsonl"}
            onChange={() => setFormat("jsonl")}
          />
          {t("formats.jsonl")}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="feed-format"
            checked={value.format === "csv"}
            onChange={() => setFormat("csv")}
          />
          {t("formats.csv")}
        </label>
      </fieldset>
      <Checkbox
        name="feed-enabled"
        label={t("enabled")}
        checked={value.enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      {message && <FormAlert kind={message.kind}>{message.text}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={saving}>
          {t("save")}
        </Button>
        {feed?.url && (
          <Button type="button" variant="secondary" disabled={busy} onClick={onDryRun}>
            {busy ? t("running") : t("urlDryRun")}
          </Button>
        )}
      </div>
    </form>
  );
}

function Runs({ runs }: { runs: FeedState["runs"] }) {
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
