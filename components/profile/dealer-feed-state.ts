"use client";
import { useState } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch } from "@/lib/infra/api/client";
import { AppError } from "@/lib/infra/errors";
import type { ImportCounts } from "@/lib/import/runs";

// The state the dealer's feed section shares (issue 32): the feed and its last runs from the API,
// and one run at a time, of the chosen file or the stored URL, with its report.

export const FEED_KEY = "/api/profile/feed/";
/** As the dealer feed's import (lib/import) enforces them (the server answers the same in its errors). */
export const MAX_ADS = 2000;
export const MAX_MB = 5;

/** A run's counts as the import keeps them (a mapped type: next-intl's values need an index signature). */
export type Counts = { [K in keyof ImportCounts]: number };
export interface Report extends Counts {
  dryRun: boolean;
  changes: { line: number; id: string; kind: "new" | "updated"; title: string; price: number }[];
  rejections: { line: number; reason: string }[];
}
export interface FeedState {
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

/** A refusal of the feed API in the page's language. */
export function useFeedErrors() {
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

export type DealerFeedState = ReturnType<typeof useDealerFeed>;

/**
 * The section's state: the stored feed and runs, the chosen file and "all my cars", and the last
 * run's report or error. `run` sends a dry run or an apply of the file or the URL; `apply` (after
 * a dry run only) applies what the dry run showed: the same file again, or the URL.
 */
export function useDealerFeed() {
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

  return {
    feed: data?.feed ?? null,
    runs: data?.runs ?? [],
    refresh: () => void mutate(),
    file,
    /** a new file: the report of the last one no longer applies */
    chooseFile: (f: File | null) => {
      setFile(f);
      setReport(null);
    },
    full,
    setFull,
    report,
    busy,
    error,
    run,
    apply: report?.dryRun ? () => run(from, false) : undefined,
  };
}
