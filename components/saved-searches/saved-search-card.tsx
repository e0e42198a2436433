"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Photo } from "@/components/ad/card-photos";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from "@/lib/enums";
import { apiFetch } from "@/lib/infra/api/client";
import {
  isNoisy,
  savedSearchAnchor,
  trackedUri,
  type SavedSearchItem,
} from "@/lib/saved-searches/schemas";
import { revalidateSavedSearches } from "@/components/swr/use-saved-searches";

const PREVIEWS = 3;
const FREQUENCY_LABELS = {
  immediate: "frequencies.immediate",
  hourly: "frequencies.hourly",
  daily: "frequencies.daily",
  weekly: "frequencies.weekly",
  never: "frequencies.never",
} as const satisfies Record<NotificationFrequency, string>;
const itemPath = (id: number) => `/api/saved-searches/${id}/`;

/** One saved search: previews, summary, counts, alert frequency and delete (seed 000 §2.5). */
export function SavedSearchCard({ search, summary }: { search: SavedSearchItem; summary: string }) {
  const t = useTranslations("savedSearches");
  const href = trackedUri(search.uri, search.id);
  return (
    <article
      id={savedSearchAnchor(search.id)}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row"
    >
      {/* the uri already carries its language prefix: a plain anchor, not the localised Link */}
      <a
        href={href}
        className="grid h-24 shrink-0 grid-cols-3 gap-1 md:w-72"
        tabIndex={-1}
        aria-hidden
      >
        {Array.from({ length: PREVIEWS }, (_, i) => {
          const src = search.preview_images[i];
          return (
            <span key={i} className="block h-24 overflow-hidden rounded-lg bg-slate-100">
              {src ? <Photo src={src} alt="" priority="lazy" className="" /> : null}
            </span>
          );
        })}
      </a>
      <div className="flex min-w-0 grow flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">
            <a href={href} className="hover:text-primary-700 hover:underline">
              {search.name}
            </a>
          </h2>
          <p className="flex items-center gap-2 text-sm">
            <span className="text-slate-600">{t("total", { count: search.total_ads_count })}</span>
            {search.new_ads_count > 0 && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
                {t("new", { count: search.new_ads_count })}
              </span>
            )}
          </p>
        </div>
        <p className="text-sm text-slate-600">{summary || t("anyFilter")}</p>
        <FrequencyControl search={search}>
          <a href={href} className={buttonClass({ variant: "secondary", className: "h-10" })}>
            {t("open")}
          </a>
          <DeleteButton search={search} />
        </FrequencyControl>
      </div>
    </article>
  );
}

/** The alert frequency select beside the card's `children` (its actions), with its notices below. */
function FrequencyControl({ search, children }: { search: SavedSearchItem; children: ReactNode }) {
  const t = useTranslations("savedSearches");
  const toast = useToast();
  const [value, setValue] = useState(search.notification_frequency);
  const [busy, setBusy] = useState(false);
  const [daily, setDaily] = useState(search.estimated_daily_new);
  const label = (f: NotificationFrequency) => t(FREQUENCY_LABELS[f]);
  const change = async (next: NotificationFrequency) => {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      const item = await apiFetch<SavedSearchItem>(itemPath(search.id), {
        method: "PATCH",
        body: { notification_frequency: next },
      });
      setDaily(item.estimated_daily_new);
      toast({
        kind: "success",
        text: t("frequencySaved", { name: search.name, frequency: label(next) }),
      });
      void revalidateSavedSearches();
    } catch {
      setValue(before);
      toast({
        kind: "error",
        text: t("frequencyFailed", { name: search.name, frequency: label(before) }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-auto flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          {t("frequency")}
          <select
            value={value}
            disabled={busy}
            aria-busy={busy}
            onChange={(e) => void change(e.target.value as NotificationFrequency)}
            className="focus:border-primary-500 focus:ring-primary-200 h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:ring-2 focus:outline-none disabled:opacity-60"
          >
            {NOTIFICATION_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {label(f)}
              </option>
            ))}
          </select>
        </label>
        {children}
      </div>
      {isNoisy(value, daily) && (
        <p role="note" className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          {t("noisy", { count: daily })}
        </p>
      )}
    </div>
  );
}

function DeleteButton({ search }: { search: SavedSearchItem }) {
  const t = useTranslations("savedSearches");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await apiFetch(itemPath(search.id), { method: "DELETE" });
      setOpen(false);
      await revalidateSavedSearches();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger-ghost" className="h-10" onClick={() => setOpen(true)}>
        {t("delete")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("deleteTitle")}>
        <p className="mt-2 text-slate-700">{t("deleteDescription", { name: search.name })}</p>
        {failed && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t("deleteFailed")}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
