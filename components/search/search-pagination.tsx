"use client";

import type { MouseEvent, ReactNode } from "react";
import { PAGE_CHANGE_DELAY_MS, useSearchNavigate } from "./search-nav";
import { stripLocalePrefix } from "@/lib/routes";

/**
 * Page links stay crawlable; a click scrolls to the results, waits 1 s, then loads (seed 000 §4).
 * The seller page scrolls to the top and waits 800 ms instead (seed 001 §2.5): `toTop`, `delayMs`.
 */
export function SearchPagination({
  children,
  toTop = false,
  delayMs = PAGE_CHANGE_DELAY_MS,
}: {
  children: ReactNode;
  toTop?: boolean;
  delayMs?: number;
}) {
  const navigate = useSearchNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest("a");
    if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const url = new URL(a.href);
    navigate(stripLocalePrefix(url.pathname) + url.search, { toResults: !toTop, toTop, delayMs });
  };
  return <div onClickCapture={onClick}>{children}</div>;
}
