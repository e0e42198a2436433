"use client";

import { Tab, TabGroup, TabList } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { foldKey } from "@/lib/registry/slug";
import { CheckMark } from "./picker-styles";
import { Button } from "@/components/ui/button";

export interface SheetOption {
  value: string;
  label: string;
  popular?: boolean;
  group?: string;
  icon?: ReactNode;
}

/**
 * Phone picker in a bottom sheet (seed 000 §2.3): optional popular/all tabs and a
 * diacritics-insensitive search box; single choice closes at once, multiple choice has Accept.
 */
export function PickerSheet({
  open,
  onClose,
  title,
  options,
  value,
  onChange,
  multiple = false,
  tabs = false,
  searchable = false,
  max,
  maxNote,
  searchLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  options: SheetOption[];
  value: string[];
  onChange: (values: string[]) => void;
  multiple?: boolean;
  tabs?: boolean;
  searchable?: boolean;
  max?: number;
  maxNote?: string;
  searchLabel?: string;
}) {
  const t = useTranslations("searchForm");
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState(0);
  const [draft, setDraft] = useState<string[]>(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // reopening starts from the committed choice
    setWasOpen(open);
    if (open) {
      setDraft(value);
      setQuery("");
    }
  }
  const hasPopular = tabs && options.some((o) => o.popular);
  const shown = options.filter(
    (o) =>
      (!hasPopular || tab === 1 || o.popular) &&
      (!query || foldKey(o.label).includes(foldKey(query))),
  );
  const full = max !== undefined && draft.length >= max;
  const toggle = (v: string) => {
    if (!multiple) {
      onChange([v]);
      onClose();
      return;
    }
    setDraft((d) => (d.includes(v) ? d.filter((x) => x !== v) : full ? d : [...d, v]));
  };
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t("close")}
      footer={
        multiple && (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setDraft([])} className="h-11 flex-1">
              {t("clear")}
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
                onClose();
              }}
              className="h-11 flex-[2]"
            >
              {t("accept")}
            </Button>
          </div>
        )
      }
    >
      {hasPopular && (
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList className="mb-2 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm font-medium">
            {[t("popular"), t("all")].map((label) => (
              <Tab
                key={label}
                className="rounded-md py-1.5 data-selected:bg-white data-selected:shadow"
              >
                {label}
              </Tab>
            ))}
          </TabList>
        </TabGroup>
      )}
      {searchable && (
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={searchLabel}
          aria-label={searchLabel}
          className="mb-2 h-10 w-full rounded-lg border border-slate-300 px-3 text-base"
        />
      )}
      {full && maxNote && <p className="text-secondary-700 py-1 text-xs">{maxNote}</p>}
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t("noResults")}</p>
      ) : (
        <ul role="listbox" aria-label={title} aria-multiselectable={multiple || undefined}>
          {shown.map((o, i) => {
            const heading = o.group && o.group !== shown[i - 1]?.group ? o.group : null;
            const selected = multiple ? draft.includes(o.value) : value.includes(o.value);
            return (
              <li key={o.value} role="presentation">
                {heading && (
                  <p className="pt-3 pb-1 text-xs font-semibold text-slate-500 uppercase">
                    {heading}
                  </p>
                )}
                <button
                  type="button"
                  role="option"
                  aria-selected={selected}
                  disabled={multiple && full && !selected}
                  onClick={() => toggle(o.value)}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left text-base disabled:opacity-40 aria-selected:font-semibold"
                >
                  {multiple && <CheckMark on={selected} />}
                  {o.icon}
                  {o.label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </BottomSheet>
  );
}
