"use client";

import { useEffect, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { StatBeacon } from "@/components/stats/beacon";
import { useSearchNav } from "./search-nav";

/** The statistics beacon, loaded once something is to be counted (not in the first-load JS). */
const sendStat = (kind: StatBeacon, body: object) =>
  void import("@/components/stats/beacon").then(
    (m) => m.sendStat(kind, body),
    () => {},
  );

/**
 * Dims the server-rendered list and blocks clicks while the next results load; no layout shift.
 * With `ids` (the ads shown), it counts their impressions when the list shows, again for each new
 * page of results, and a click when a link inside an element with data-ad-id is followed (the
 * sellers' statistics, issue 32).
 */
export function ResultsArea({ children, ids }: { children: ReactNode; ids?: number[] }) {
  const { pending } = useSearchNav();
  const t = useTranslations("home");
  const key = ids?.join(",") ?? "";
  useEffect(() => {
    if (key) sendStat("impressions", { ids: key.split(",").map(Number) });
  }, [key]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const card = (e.target as Element).closest("a[href]")?.closest("[data-ad-id]");
    if (card) sendStat("click", { adId: Number(card.getAttribute("data-ad-id")) });
  };
  return (
    <div aria-busy={pending} className="relative">
      {/* The list is a compositor layer of its own: dimming it repaints nothing. Dimmed with
          pointer-events-none, every card's element had its style computed again and the list
          was painted anew in the frame of the tap that changed the sort (a sort change took
          104-160 ms at 4x CPU, 48-104 ms with the layer); a transparent cover now takes the clicks. */}
      <div
        onClick={key ? onClick : undefined}
        className={`transition-opacity will-change-[opacity] ${pending ? "opacity-40" : ""}`}
      >
        {children}
      </div>
      {pending && <div aria-hidden className="absolute inset-0 z-[5]" />}
      {pending && (
        <div
          role="status"
          className="absolute inset-x-0 top-0 grid gap-4"
          aria-label={t("loading")}
        >
          <AdCardSkeleton />
          <AdCardSkeleton />
        </div>
      )}
    </div>
  );
}

export function AdCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white md:flex-row"
    >
      <div className="aspect-[3/2] w-full bg-slate-200 md:w-72" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-6 w-32 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}
