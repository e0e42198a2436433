"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/infra/api/client";
import { FEED_KEY, useFeedErrors, type FeedState } from "./dealer-feed-state";

/** The dealer feed's stored URL (fetched hourly when enabled), its format, and its dry run. */
export function FeedUrlForm({
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
