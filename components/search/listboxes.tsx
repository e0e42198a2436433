"use client";

import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import type { ReactNode } from "react";
import type { MakeOption } from "@/lib/search/options";
import { useTranslations } from "next-intl";
import { MakeFace } from "./make-picker";
import { MakeLogo } from "./make-logo";
import { multiText, type MultiPickerProps } from "./multi-picker";
import { CheckMark, PickerFace, pickerButton, pickerOption, pickerOptions } from "./picker-styles";

// The desktop dropdowns, loaded on first use (./lazy-picker.tsx); their labels and stand-ins are
// in ./make-picker.tsx and ./multi-picker.tsx.

/** The make dropdown (./make-picker.tsx): a popular group, then all makes, each with its logo. */
/** A group's name in a list of options (not an option itself). */
function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <li
      role="presentation"
      className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase"
    >
      {children}
    </li>
  );
}

export function MakeListbox({
  makes,
  value,
  onChange,
}: {
  makes: MakeOption[];
  value: string | null;
  onChange: (make: string | null) => void;
}) {
  const t = useTranslations("searchForm");
  const popular = makes.filter((m) => m.popular);
  const all = [...makes].sort((a, b) => a.name.localeCompare(b.name, "cs"));
  const option = (m: MakeOption, group: string) => (
    <ListboxOption key={`${group}-${m.name}`} value={m.name} className={pickerOption}>
      <MakeLogo logo={m.logo} />
      {m.name}
    </ListboxOption>
  );
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton className={pickerButton}>
        <MakeFace makes={makes} value={value} />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className={pickerOptions}>
        <ListboxOption value={null} className={pickerOption}>
          {t("anyMake")}
        </ListboxOption>
        {popular.length > 0 && <GroupHeading>{t("popular")}</GroupHeading>}
        {popular.map((m) => option(m, "p"))}
        <GroupHeading>{t("all")}</GroupHeading>
        {all.map((m) => option(m, "a"))}
      </ListboxOptions>
    </Listbox>
  );
}

/** The multi-select dropdown (./multi-picker.tsx) with an optional maximum and group headings. */
export function MultiListbox({
  label,
  placeholder,
  summary,
  options,
  value,
  onChange,
  max,
  maxNote,
  disabled,
}: MultiPickerProps) {
  const full = max !== undefined && value.length >= max;
  return (
    <Listbox
      value={value}
      onChange={(v: string[]) => onChange(max ? v.slice(0, max) : v)}
      multiple
      disabled={disabled}
    >
      <ListboxButton className={pickerButton}>
        <PickerFace label={label} text={multiText(value, options, placeholder, summary)} />
      </ListboxButton>
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
            heading && <GroupHeading key={`g-${heading}`}>{heading}</GroupHeading>,
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
