"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";
import type { SavedSearchItem } from "@/lib/saved-searches/schemas";
import { useSavedSearches } from "@/components/swr/use-saved-searches";
import { SavedSearchCard } from "./saved-search-card";

const makesOf = (s: SavedSearchItem) =>
  Array.isArray(s.filters.make) ? (s.filters.make as string[]) : [];

/** The user's saved searches with make chips (seed 000 §2.5); the list is the badge's SWR key. */
export function SavedSearchesList({
  initial,
  summaries,
}: {
  initial: SavedSearchItem[];
  summaries: Record<number, string>;
}) {
  const t = useTranslations("savedSearches");
  const { searches } = useSavedSearches(initial);
  const [make, setMake] = useState<string | null>(null);
  if (searches.length === 0)
    return (
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
        <p className="mt-1 text-slate-600">{t("emptyDescription")}</p>
        <Link href={routes.home} className={buttonClass({ className: "mt-4 inline-block" })}>
          {t("startSearching")}
        </Link>
      </div>
    );
  const counts = new Map<string, number>();
  for (const s of searches) for (const m of makesOf(s)) counts.set(m, (counts.get(m) ?? 0) + 1);
  const chosen = make && counts.has(make) ? make : null;
  const shown = chosen ? searches.filter((s) => makesOf(s).includes(chosen)) : searches;
  const chip = (value: string | null, label: string, count: number) => (
    <button
      key={value ?? ""}
      type="button"
      aria-pressed={chosen === value}
      onClick={() => setMake(value)}
      className={`rounded-full border px-3 py-1 text-sm font-medium ${
        chosen === value
          ? "border-primary-600 bg-primary-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
      }`}
    >
      {label} <span className="opacity-75">({count})</span>
    </button>
  );
  return (
    <>
      {counts.size > 0 && (
        <div role="group" aria-label={t("makeFilter")} className="mt-4 flex flex-wrap gap-2">
          {chip(null, t("allMakes"), searches.length)}
          {[...counts].map(([m, n]) => chip(m, m, n))}
        </div>
      )}
      <ul className="mt-4 grid gap-4">
        {shown.map((s) => (
          <li key={s.id}>
            <SavedSearchCard search={s} summary={summaries[s.id] ?? ""} />
          </li>
        ))}
      </ul>
    </>
  );
}
