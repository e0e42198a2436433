"use client";

import type { ReactNode } from "react";
import { sendStat } from "./beacon";

/** Around the ad page's share button: counts a share when it is pressed. */
export function ShareCounter({ adId, children }: { adId: number; children: ReactNode }) {
  return (
    <span className="contents" onClick={() => sendStat("share", { adId })}>
      {children}
    </span>
  );
}
