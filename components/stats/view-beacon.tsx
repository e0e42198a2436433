"use client";

import { useEffect } from "react";
import { sendStat } from "./beacon";

/** Counts a view of the ad once the page is shown (cached pages too: the browser sends it). */
export function ViewBeacon({ adId }: { adId: number }) {
  useEffect(() => sendStat("view", { adId }), [adId]);
  return null;
}
