"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useSearchNav } from "./search-nav";

/** Dims the server-rendered list and blocks clicks while the next results load; no layout shift. */
export function ResultsArea({ children }: { children: ReactNode }) {
  const { pending } = useSearchNav();
  const t = useTranslations("home");
  return (
    <div aria-busy={pending} className="relative">
      <div
        className={
          pending ? "pointer-events-none opacity-40 transition-opacity" : "transition-opacity"
        }
      >
        {children}
      </div>
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
