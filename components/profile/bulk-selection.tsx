"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

/** What the action bar needs of an ad on the page. */
export interface BulkAd {
  id: number;
  title: string;
  price: number;
  status: string;
}

interface Selection {
  ads: BulkAd[];
  selected: Set<number>;
  toggle: (id: number, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

export function useBulkSelection(): Selection {
  const s = useContext(SelectionContext);
  if (!s) throw new Error("useBulkSelection outside BulkSelection");
  return s;
}

/**
 * The ads of this page of "Moje inzeráty" a seller picks for a bulk action (issue 32). The list
 * stays server-rendered: it is passed through as children, with a BulkCheckbox on each card.
 */
export function BulkSelection({ ads, children }: { ads: BulkAd[]; children: ReactNode }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const value = useMemo<Selection>(
    () => ({
      ads,
      // only ads still on the page count (after a refresh an archived one may be gone)
      selected: new Set(ads.filter((a) => selected.has(a.id)).map((a) => a.id)),
      toggle: (id, on) =>
        setSelected((s) => {
          const next = new Set(s);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      setAll: (on) => setSelected(on ? new Set(ads.map((a) => a.id)) : new Set()),
      clear: () => setSelected(new Set()),
    }),
    [ads, selected],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** "Vybrat vše na stránce": ticks or clears every ad of the page. */
export function BulkSelectAll() {
  const t = useTranslations("bulk");
  const { ads, selected, setAll } = useBulkSelection();
  const all = ads.length > 0 && selected.size === ads.length;
  return (
    <label className="mb-3 inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="accent-primary-600 size-4"
        checked={all}
        ref={(el) => {
          if (el) el.indeterminate = selected.size > 0 && !all;
        }}
        onChange={(e) => setAll(e.target.checked)}
      />
      {t("selectAll")}
    </label>
  );
}

/** The tick above one card ("Vybrat"), named by the ad's title for screen readers. */
export function BulkCheckbox({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations("bulk");
  const { selected, toggle } = useBulkSelection();
  return (
    <label className="mb-1 inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="accent-primary-600 size-5"
        aria-label={t("select", { title })}
        checked={selected.has(adId)}
        onChange={(e) => toggle(adId, e.target.checked)}
      />
      <span aria-hidden>{t("selectOne")}</span>
    </label>
  );
}
