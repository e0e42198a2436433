"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { usePathname } from "@/i18n/navigation";
import { DEFAULT_ORDERING, ORDERINGS, type Ordering } from "@/lib/search/constants";
import { useSearchNavigate } from "./search-nav";

/** Sort choice; a change keeps the filters and goes back to page 1 (seed 000 §4). */
export function SortBar({ ordering, summary }: { ordering: Ordering; summary: string }) {
  const t = useTranslations("sort");
  const params = useSearchParams();
  const pathname = usePathname();
  const navigate = useSearchNavigate();
  const change = (next: Ordering) => {
    const q = new URLSearchParams(params.toString());
    q.delete("page");
    if (next === DEFAULT_ORDERING) q.delete("ordering");
    else q.set("ordering", next);
    const qs = q.toString();
    navigate(qs ? `${pathname}?${qs}` : pathname);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {summary}
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-600">
        {t("label")}
        <select
          value={ordering}
          onChange={(e) => change(e.target.value as Ordering)}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          {ORDERINGS.map((o) => (
            <option key={o} value={o}>
              {t(o)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
