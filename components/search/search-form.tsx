"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { getPathname } from "@/i18n/navigation";
import { routes } from "@/lib/routes";
import {
  apiQuery,
  moreFiltersChosen,
  withGenerations,
  withMake,
  withModels,
  searchHref,
  type FormState,
} from "@/lib/search/form-state";
import type { GenerationOption, MakeOption, ModelOption } from "@/lib/search/options";
import type { Ordering } from "@/lib/search/constants";
import { MAX_MODELS } from "@/lib/search/constants";
import { invertedRanges } from "@/lib/search/filter-url";
import { useAdsCount } from "@/components/swr/use-ads-count";
import { useGenerations } from "@/components/swr/use-generations";
import { useModels } from "@/components/swr/use-models";
import { ConditionControl, FilterFields } from "./filter-fields";
import { PhonePickers } from "./phone-pickers";
import { DesktopPickers } from "./desktop-pickers";
import { useSearchNavigate } from "./search-nav";
import { Button } from "@/components/ui/button";
import { SaveSearchButton } from "./save-search-button";
import { MoreFilters } from "./more-filters-lazy";

/** Seed 000 §4: the filters reach the URL at most once per 500 ms. */
const COMMIT_DEBOUNCE_MS = 500;

export interface SearchFormProps {
  makes: MakeOption[];
  initialModels: ModelOption[];
  initial: FormState;
  initialGenerations: GenerationOption[];
  initialCount: number;
  ordering: Ordering;
}

/** The search form (seed 000 §2.3): desktop grid and phone sheets over one state. */
export function SearchForm({
  makes,
  initialModels,
  initial,
  initialGenerations,
  initialCount,
  ordering,
}: SearchFormProps) {
  const t = useTranslations("searchForm");
  const locale = useLocale();
  const navigate = useSearchNavigate();
  const [state, setState] = useState<FormState>(initial);
  // closed at first: the chips above the results show what it holds
  const [moreOpen, setMoreOpen] = useState(false);
  const lastCommit = useRef(0);
  const query = apiQuery(state);
  const count = useAdsCount(query, initialCount);
  const make = makes.find((m) => m.name === state.make);
  const { models } = useModels(state.make, { make: initial.make, models: initialModels });
  const chosenModels = state.models.map((m) => m.model);
  const { generations: shownGenerations } = useGenerations(make, chosenModels, {
    make: initial.make,
    models: initial.models.map((m) => m.model),
    generations: initialGenerations,
  });

  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const picks = {
    makes,
    models,
    state,
    generations: shownGenerations,
    onMake: (name: string | null) => setState((s) => withMake(s, name)),
    onModels: (names: string[]) => setState((s) => withModels(s, names.slice(0, MAX_MODELS))),
    onGenerations: (ids: number[]) =>
      setState((s) =>
        withGenerations(
          s,
          shownGenerations.filter((g) => ids.includes(g.id)),
        ),
      ),
  };

  const display = () => {
    // the range's field error says what to fix; its search would find nothing
    if (invertedRanges(state).length) return;
    if (Date.now() - lastCommit.current < COMMIT_DEBOUNCE_MS) return;
    lastCommit.current = Date.now();
    navigate(searchHref(state, { ordering }), { toResults: false });
  };
  const reset = () => window.location.assign(getPathname({ href: routes.home, locale }));
  const displayLabel = count === null ? t("display") : t("displayCount", { count });

  const resetButton = (
    <Button variant="secondary" onClick={reset} className="h-10 whitespace-nowrap">
      {t("reset")}
    </Button>
  );
  const displayButton = (
    <Button type="submit" aria-live="polite" className="h-11 md:h-10">
      {displayLabel}
    </Button>
  );
  const buttons = (
    <>
      {resetButton}
      {displayButton}
    </>
  );
  const save = <SaveSearchButton state={state} ordering={ordering} />;
  const chosenMore = moreFiltersChosen(state);
  const vat = (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={!!state.vat_refund}
        onChange={(e) => set({ vat_refund: e.target.checked || undefined })}
        className="accent-primary-600 size-4"
      />
      {t("vatRefund")}
    </label>
  );

  return (
    <form
      aria-label={t("label")}
      onSubmit={(e) => {
        e.preventDefault();
        display();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="hidden flex-col gap-4 md:flex" data-testid="desktop-form">
        <div className="flex flex-wrap items-center gap-4">
          <ConditionControl state={state} set={set} />
          {vat}
          <div className="ml-auto">{save}</div>
        </div>
        <div className="grid grid-cols-4 gap-3">
          <DesktopPickers {...picks} />
          <FilterFields state={state} set={set} />
          <div className="col-span-3 flex items-end justify-end gap-2">{buttons}</div>
        </div>
        <details open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
          <summary className="text-primary-700 cursor-pointer py-1 text-sm font-semibold">
            {chosenMore ? t("moreFiltersCount", { count: chosenMore }) : t("advanced")}
          </summary>
          {/* mounted once opened: the panel's code loads then */}
          {moreOpen && (
            <div className="pt-3">
              <MoreFilters state={state} set={set} />
            </div>
          )}
        </details>
      </div>
      <div className="flex flex-col gap-3 md:hidden" data-testid="phone-form">
        <PhonePickers {...picks} set={set} />
        {displayButton}
        {/* side by side while both labels fit on one line, else one under the other (ru at 390 px) */}
        <div className="flex flex-wrap gap-2 *:grow">
          {resetButton}
          {save}
        </div>
      </div>
    </form>
  );
}
