"use client";

import { useEffect, type MouseEvent, type ReactNode } from "react";
import { sendStat } from "./beacon";

/**
 * Around a results list: counts the shown ads' impressions when the list shows (again for each
 * new page of results), and a click when a link inside an element with data-ad-id is followed.
 */
export function ResultsBeacon({ ids, children }: { ids: number[]; children: ReactNode }) {
  const key = ids.join(",");
  useEffect(() => {
    if (key) sendStat("impressions", { ids: key.split(",").map(Number) });
  }, [key]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const card = (e.target as Element).closest("a[href]")?.closest("[data-ad-id]");
    if (card) sendStat("click", { adId: Number(card.getAttribute("data-ad-id")) });
  };
  return <div onClick={onClick}>{children}</div>;
}
