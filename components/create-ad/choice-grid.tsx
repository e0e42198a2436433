"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { MakeLogo } from "@/components/search/make-logo";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import {
  GRID_DEFAULT,
  visibleChoices,
  type GridChoice,
} from "@/components/create-ad/state/choices";

type Kind = "make" | "model";

/** The make or model grid: 18 tiles (3 per row on phones), show-all, search, manual entry. */
export function ChoiceGrid({
  kind,
  items,
  selected,
  onChoose,
  params = {},
}: {
  kind: Kind;
  items: GridChoice[];
  selected: string | null;
  onChoose: (name: string, manual: boolean) => void;
  params?: Record<string, string>;
}) {
  const t = useTranslations(`createAdWizard.${kind}`);
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const [manual, setManual] = useState("");
  const shown = visibleChoices(items, { query, showAll });
  return (
    <div className="grid gap-4">
      {items.length > 0 && (
        <TextField
          id={`${kind}-search`}
          type="search"
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      )}
      {query && shown.length === 0 && <p className="text-sm text-slate-600">{t("none")}</p>}
      <ul
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
        aria-label={t("heading", params)}
      >
        {shown.map((item) => {
          const active = item.name === selected;
          return (
            <li key={item.name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChoose(item.name, false)}
                className={`flex h-full min-h-16 w-full flex-col items-center justify-center gap-1 rounded-xl border px-1 py-2 text-center text-sm font-medium break-words transition-colors ${active ? "border-primary-600 bg-primary-50 text-primary-800 ring-primary-600 ring-1" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"}`}
              >
                {item.logo && <MakeLogo logo={item.logo} />}
                <span className="w-full min-w-0">{item.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {!query && items.length > GRID_DEFAULT && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setShowAll((v) => !v)}>
            {showAll ? t("showLess") : t("showAll", { count: items.length })}
          </Button>
        </div>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (manual.trim()) onChoose(manual.trim(), true);
        }}
      >
        <TextField
          id={`${kind}-manual`}
          label={t("manualLabel")}
          value={manual}
          maxLength={100}
          onChange={(e) => setManual(e.target.value)}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" variant="secondary" disabled={!manual.trim()}>
          {t("manualButton")}
        </Button>
      </form>
    </div>
  );
}
