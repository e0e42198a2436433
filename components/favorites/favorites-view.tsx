"use client";

import { useId, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { FavoriteButton, FavoriteOutcomeContext } from "@/components/ad/favorite-button";
import { buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";
import { useFavoriteIds, type ToggleOutcome } from "@/components/swr/use-favorite-ids";
import { FavoritesEmpty } from "./favorites-empty";

/** At most this many favourites side by side (issue #13). */
export const COMPARE_MAX = 4;
const COMPARE_MIN = 2;

export interface FavoriteItem {
  id: number;
  make: string;
  title: string;
  archived: boolean;
  /** The server-rendered result card. */
  card: ReactNode;
}

/**
 * The favourites list (seed 000 §2.4): make chips with counts, the active cards with a compare
 * checkbox each, then the archived ones. The SWR set of ids drives it: a heart taken away removes
 * its card at once, and a failed removal brings it back with the message.
 */
export function FavoritesView({ items }: { items: FavoriteItem[] }) {
  const t = useTranslations("favorites");
  const { ids, known } = useFavoriteIds();
  const [make, setMake] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  const hintId = useId();

  const present = useMemo(
    () => (known ? items.filter((i) => ids.has(i.id)) : items),
    [items, ids, known],
  );
  const makes = useMemo(() => {
    const counts = new Map<string, number>();
    for (const i of present) counts.set(i.make, (counts.get(i.make) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b));
  }, [present]);
  if (present.length === 0) return <FavoritesEmpty />;

  const current = make && makes.some(([m]) => m === make) ? make : null;
  const shown = current ? present.filter((i) => i.make === current) : present;
  const active = shown.filter((i) => !i.archived);
  const archived = shown.filter((i) => i.archived);
  const activeIds = new Set(present.filter((i) => !i.archived).map((i) => i.id));
  const picked = chosen.filter((id) => activeIds.has(id));
  const full = picked.length >= COMPARE_MAX;
  const heartLabels = {
    add: t("add"),
    remove: t("remove"),
    failed: t("failed"),
    full: t("guestFull"),
  };
  const onOutcome = (o: ToggleOutcome) => setFailed(o === "failed");

  const pick = (id: number, on: boolean) =>
    setChosen((list) =>
      on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id),
    );

  const chip = (value: string | null, label: string, count: number) => {
    const pressed = current === value;
    return (
      <li key={value ?? ""}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => setMake(value)}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${pressed ? "border-primary-600 bg-primary-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
        >
          {label}{" "}
          <span className={`tabular-nums ${pressed ? "text-white/80" : "text-slate-500"}`}>
            {count}
          </span>
        </button>
      </li>
    );
  };

  return (
    <FavoriteOutcomeContext value={onOutcome}>
      <div className="flex flex-col gap-5">
        {failed && <FormAlert>{t("failed")}</FormAlert>}
        <nav aria-label={t("makes")}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
            {chip(null, t("all"), present.length)}
            {makes.map(([m, n]) => chip(m, m, n))}
          </ul>
        </nav>

        {active.length > 0 && (
          <ul className="flex flex-col gap-4">
            {active.map((item) => {
              const checked = picked.includes(item.id);
              return (
                <li key={item.id} className="flex flex-col gap-1.5">
                  {item.card}
                  <label
                    className={`flex items-center gap-2 self-end rounded-lg px-2 py-1 text-sm ${!checked && full ? "text-slate-400" : "text-slate-700"}`}
                  >
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={checked}
                      disabled={!checked && full}
                      aria-label={t("compareLabel", { title: item.title })}
                      aria-describedby={!checked && full ? hintId : undefined}
                      title={!checked && full ? t("compareLimit") : undefined}
                      onChange={(e) => pick(item.id, e.target.checked)}
                    />
                    <span aria-hidden>{t("compare")}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}

        {archived.length > 0 && (
          <section aria-labelledby="favorites-archived" className="flex flex-col gap-3">
            <div>
              <h2 id="favorites-archived" className="text-lg font-semibold">
                {t("archivedTitle")}
              </h2>
              <p className="text-sm text-slate-600">{t("archivedText")}</p>
            </div>
            <ul className="flex flex-col gap-4">
              {archived.map((item) => (
                <li key={item.id} className="relative">
                  {item.card}
                  {/* the card itself is greyed and inert; its heart stays to remove it */}
                  <div className="absolute top-2 right-2 z-[3] rounded-full bg-white/90 md:top-3 md:right-3">
                    <FavoriteButton adId={item.id} labels={heartLabels} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {picked.length > 0 && (
          <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4">
            <p id={hintId} className="text-sm text-slate-600" aria-live="polite">
              {full
                ? t("compareLimit")
                : picked.length >= COMPARE_MIN
                  ? t("compareCount", { count: picked.length })
                  : t("compareHint")}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setChosen([])}
                className={buttonClass({ variant: "ghost", size: "sm" })}
              >
                {t("compareClear")}
              </button>
              {picked.length >= COMPARE_MIN ? (
                <Link href={routes.compare(picked)} className={buttonClass({ size: "sm" })}>
                  {t("compareSelected", { count: picked.length })}
                </Link>
              ) : (
                <span
                  aria-disabled
                  className={buttonClass({
                    size: "sm",
                    className: "cursor-not-allowed opacity-60",
                  })}
                >
                  {t("compareSelected", { count: picked.length })}
                </span>
              )}
            </div>
          </div>
        )}
      </div>
    </FavoriteOutcomeContext>
  );
}
