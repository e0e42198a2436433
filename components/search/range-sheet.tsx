"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Wheel, type WheelOption } from "./wheel";

export interface Range {
  from?: number;
  to?: number;
}

/** "No limit", then the steps in their order; a value from the URL that is not a step joins in its place. */
export function wheelOptions(
  steps: number[],
  format: (n: number) => string,
  noLimit: string,
  range: Range,
): WheelOption[] {
  const descending = steps.length > 1 && steps[0] > steps[1];
  const extra = [range.from, range.to].filter(
    (v): v is number => v !== undefined && !steps.includes(v),
  );
  const values = [...new Set([...steps, ...extra])].sort((a, b) => (descending ? b - a : a - b));
  return [{ label: noLimit }, ...values.map((value) => ({ value, label: format(value) }))];
}

/** A from/to pair never crosses: the wheel not moved follows the one moved. */
export function setEnd(range: Range, end: keyof Range, value?: number): Range {
  const next = { ...range, [end]: value };
  return next.from === undefined || next.to === undefined || next.from <= next.to
    ? next
    : { from: value, to: value };
}

/** From/to wheel picker in a bottom sheet (seed 000 §2.3): nothing changes until Confirm. */
export function RangeSheet({
  title,
  labels,
  steps,
  format,
  value,
  onChange,
  onClose,
}: {
  title: string;
  labels: [from: string, to: string];
  steps: number[];
  format: (n: number) => string;
  value: Range;
  onChange: (range: Range) => void;
  onClose: () => void;
}) {
  const t = useTranslations("searchForm");
  const [draft, setDraft] = useState<Range>(value);
  const options = wheelOptions(steps, format, t("noLimit"), value);
  const wheel = (end: keyof Range, label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span aria-hidden className="text-center text-xs font-medium text-slate-500">
        {label}
      </span>
      <Wheel
        label={label}
        options={options}
        value={draft[end]}
        onChange={(v) => setDraft((d) => setEnd(d, end, v))}
      />
    </div>
  );
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={title}
      closeLabel={t("close")}
      footer={
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setDraft({})}
            className="h-11 flex-1 rounded-lg border border-slate-300 font-medium"
          >
            {t("clear")}
          </button>
          <button
            type="button"
            onClick={() => {
              onChange(draft);
              onClose();
            }}
            className="bg-primary-600 h-11 flex-[2] rounded-lg font-semibold text-white"
          >
            {t("accept")}
          </button>
        </div>
      }
    >
      <div className="flex gap-3 py-2">
        {wheel("from", labels[0])}
        {wheel("to", labels[1])}
      </div>
    </BottomSheet>
  );
}
