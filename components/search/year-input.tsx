"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { flushSync } from "react-dom";
import { isAcceptedYear, nearestAcceptedYear, yearOptions } from "@/lib/search/options";
import { MIN_YEAR } from "@/lib/search/constants";

/**
 * Year from/to: pick from the list or type; a typed year counts only from 1960 to this year
 * (seed 000 §5). A full year outside is flagged while typing; leaving the field or pressing Enter
 * puts the nearest accepted year in its place, so the search never runs without a year the
 * field still shows.
 */
export function YearInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value?: number;
  onChange: (year?: number) => void;
  /** A field error of the form (an inverted range), already translated. */
  error?: string;
}) {
  const t = useTranslations("searchForm");
  const id = useId();
  const [text, setText] = useState(value ? String(value) : "");
  // follows the form (a reset, a picked year) without remounting: a remount on Enter would
  // detach the field before the browser submits the form
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? String(value) : "");
  }
  // the 60-odd suggestions matter once the field is used: they join then, not in every page's HTML
  const [suggest, setSuggest] = useState(false);
  const trimmed = text.trim();
  const outside = trimmed !== "" && !isAcceptedYear(Number(trimmed));
  const invalid = outside && trimmed.length === 4;
  const message = invalid
    ? t("yearInvalid", { min: MIN_YEAR, max: new Date().getFullYear() })
    : error;
  const correct = () => {
    if (!outside) return;
    const year = nearestAcceptedYear(Number(trimmed));
    // committed at once: Enter's submit and a click on Display must already see the corrected year
    flushSync(() => {
      setText(String(year));
      onChange(year);
    });
  };
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      <input
        value={text}
        inputMode="numeric"
        onFocus={() => setSuggest(true)}
        onBlur={correct}
        onKeyDown={(e) => e.key === "Enter" && correct()}
        onPointerEnter={() => setSuggest(true)}
        list={`${id}-years`}
        placeholder={t("any")}
        aria-invalid={!!message}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          const next = e.target.value.replace(/[^\d]/g, "").slice(0, 4);
          setText(next);
          if (next === "") onChange(undefined);
          else if (isAcceptedYear(Number(next))) onChange(Number(next));
        }}
        className="focus:border-primary-500 focus:ring-primary-200 h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:ring-2 focus:outline-none aria-invalid:border-red-500"
      />
      <datalist id={`${id}-years`}>
        {suggest && yearOptions().map((y) => <option key={y} value={y} />)}
      </datalist>
      {message && (
        <span id={`${id}-error`} role="alert" className="text-xs font-normal text-red-600">
          {message}
        </span>
      )}
    </label>
  );
}
