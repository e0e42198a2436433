"use client";
import type { ReactNode, Ref } from "react";
import { FieldMessage } from "@/components/ui/field";

/** A labelled group of toggle buttons (one choice), with pictures when given. */
export function OptionGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChoose,
  error,
  warning,
  columns = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
  groupRef,
}: {
  id: string;
  legend: string;
  options: { value: T; label: string; picture?: ReactNode }[];
  value: T | null;
  onChoose: (v: T) => void;
  error?: string;
  /** a non-blocking remark beside the choice */
  warning?: string;
  columns?: string;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset
      ref={groupRef}
      id={id}
      aria-describedby={error ? `${id}-error` : warning ? `${id}-warning` : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((o) => {
          const active = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={active}
              onClick={() => onChoose(o.value)}
              className={`flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg border px-2 py-2 text-center text-sm font-medium transition-colors ${active ? "border-primary-600 bg-primary-50 text-primary-800 ring-primary-600 ring-1" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"}`}
            >
              {o.picture}
              {o.label}
            </button>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} warning={warning} />
    </fieldset>
  );
}
