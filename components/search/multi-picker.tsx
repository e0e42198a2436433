"use client";

import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { CheckMark, ChevronIcon, pickerButton, pickerOption, pickerOptions } from "./picker-styles";

export interface MultiOption {
  value: string;
  label: string;
  group?: string;
}

/** Desktop multi-select dropdown with an optional maximum and group headings. */
export function MultiPicker({
  label,
  placeholder,
  summary,
  options,
  value,
  onChange,
  max,
  maxNote,
  disabled,
}: {
  label: string;
  placeholder: string;
  summary: (count: number) => string;
  options: MultiOption[];
  value: string[];
  onChange: (values: string[]) => void;
  max?: number;
  maxNote?: string;
  disabled?: boolean;
}) {
  const full = max !== undefined && value.length >= max;
  const text =
    value.length === 0
      ? placeholder
      : value.length === 1
        ? (options.find((o) => o.value === value[0])?.label ?? value[0])
        : summary(value.length);
  return (
    <Listbox
      value={value}
      onChange={(v: string[]) => onChange(max ? v.slice(0, max) : v)}
      multiple
      disabled={disabled}
    >
      <div className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
        <span aria-hidden>{label}</span>
        {/* named by the label and the choice ("Model Octavia"), so the visible text is part of the name */}
        <ListboxButton className={pickerButton}>
          <span className="sr-only">{label}</span>
          <span className="truncate">{text}</span>
          <ChevronIcon />
        </ListboxButton>
      </div>
      <ListboxOptions anchor="bottom start" className={pickerOptions}>
        {full && maxNote && (
          <li role="presentation" className="text-secondary-700 px-3 py-1.5 text-xs">
            {maxNote}
          </li>
        )}
        {options.map((o, i) => {
          const heading = o.group && o.group !== options[i - 1]?.group ? o.group : null;
          const selected = value.includes(o.value);
          return [
            heading && (
              <li
                key={`g-${heading}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase"
              >
                {heading}
              </li>
            ),
            <ListboxOption
              key={o.value}
              value={o.value}
              disabled={full && !selected}
              className={pickerOption}
            >
              <CheckMark on={selected} />
              {o.label}
            </ListboxOption>,
          ];
        })}
      </ListboxOptions>
    </Listbox>
  );
}
