"use client";

import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { useTranslations } from "next-intl";
import type { MakeOption } from "@/lib/search/options";
import { MakeLogo } from "./make-logo";
import { ChevronIcon, pickerButton, pickerOption, pickerOptions } from "./picker-styles";

/** Desktop make dropdown: a popular group, then all makes, each with its logo. */
export function MakePicker({
  makes,
  value,
  onChange,
}: {
  makes: MakeOption[];
  value: string | null;
  onChange: (make: string | null) => void;
}) {
  const t = useTranslations("searchForm");
  const chosen = makes.find((m) => m.name === value);
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
      <div className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
        <span aria-hidden>{t("make")}</span>
        {/* named by the label and the choice ("Značka Škoda"), so the visible text is part of the name */}
        <ListboxButton className={pickerButton}>
          <span className="sr-only">{t("make")}</span>
          {chosen && <MakeLogo logo={chosen.logo} />}
          <span className="truncate">{chosen?.name ?? t("anyMake")}</span>
          <ChevronIcon />
        </ListboxButton>
      </div>
      <ListboxOptions anchor="bottom start" className={pickerOptions}>
        <ListboxOption value={null} className={pickerOption}>
          {t("anyMake")}
        </ListboxOption>
        {popular.length > 0 && (
          <li
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase"
          >
            {t("popular")}
          </li>
        )}
        {popular.map((m) => option(m, "p"))}
        <li
          role="presentation"
          className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase"
        >
          {t("all")}
        </li>
        {all.map((m) => option(m, "a"))}
      </ListboxOptions>
    </Listbox>
  );
}
