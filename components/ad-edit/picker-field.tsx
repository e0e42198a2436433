"use client";
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PickerSheet, type SheetOption } from "@/components/search/picker-sheet";
import { ChevronIcon, pickerButton, pickerOption } from "@/components/search/picker-styles";
import { foldKey } from "@/lib/registry/slug";
import { usePhone } from "./use-phone";

/**
 * One choice from a list with a diacritics-insensitive search: a combobox on wider screens, a
 * button opening a bottom sheet (at most 70 % of the height) on phones (seed 001 §2.3).
 * `searchForm.noResults` shows when nothing matches.
 */
export function PickerField({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: SheetOption[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("searchForm");
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const chosen = options.find((o) => o.value === value);
  const shown = query ? options.filter((o) => foldKey(o.label).includes(foldKey(query))) : options;
  if (phone)
    return (
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <button
          id={id}
          type="button"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={`${pickerButton} h-11 text-base`}
        >
          <span className={`truncate ${chosen ? "" : "text-slate-500"}`}>
            {chosen?.label ?? placeholder}
          </span>
          <ChevronIcon />
        </button>
        <PickerSheet
          open={open}
          onClose={() => setOpen(false)}
          title={label}
          options={options}
          value={value === null ? [] : [value]}
          onChange={([v]) => v !== undefined && onChange(v)}
          searchable={options.length > 8}
          searchLabel={label}
        />
      </div>
    );
  return (
    <Combobox
      immediate
      value={value}
      onChange={(v: string | null) => v !== null && onChange(v)}
      onClose={() => setQuery("")}
      disabled={disabled}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="relative">
          <ComboboxInput
            id={id}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(v: string | null) => options.find((o) => o.value === v)?.label ?? ""}
            onChange={(e) => setQuery(e.target.value)}
            className={`${pickerButton} pr-8 text-base`}
          />
          <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2">
            <ChevronIcon />
          </ComboboxButton>
        </div>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-[70] max-h-64 w-(--input-width) min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible"
      >
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-slate-500">{t("noResults")}</div>
        ) : (
          shown.map((o) => (
            <ComboboxOption key={o.value} value={o.value} className={pickerOption}>
              {o.icon}
              {o.label}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}
