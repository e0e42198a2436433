// Why and when demo ads ended (issue 32): every own ad that is archived or sold gets an end_reason
// and ended_at, 5 to 60 days after it was listed, and a small share of the others has sold, so on
// `npm start` the popular models have enough sales for the median days to sell
// (lib/stats/sell-time.ts). Drawn from a stream of its own: the demo's other values stay. Imported
// ads that are gone end as a real feed's do, by their source's next full feed (./feed-import.ts).
import type { AdEndReason } from "@/lib/enums";
import type { DemoRow } from "./cars";
import { chance, randInt, weighted, type Rng } from "./random";

const DAY = 86_400_000;

/** Of the active own ads listed at least this long ago, this share has sold since. */
export const DEMO_EXTRA_SOLD_SHARE = 0.03;
const MIN_DAYS = 5;
const MAX_DAYS = 60;

const soldReason = weighted<[AdEndReason, number]>(
  [
    ["sold_here", 5],
    ["sold_elsewhere", 3],
    ["sold", 2],
  ],
  ([, w]) => w,
);
const archivedReason = weighted<[AdEndReason, number]>(
  [
    ["sold_here", 35],
    ["sold_elsewhere", 30],
    ["not_selling", 25],
    ["other", 10],
  ],
  ([, w]) => w,
);

/** Ends the batch's ads as described above (in place); answers how many ended. */
export function endDemoAds(batch: DemoRow[], now: Date, rng: Rng): number {
  let ended = 0;
  for (const r of batch) {
    const row = r.row;
    if (row.source !== "own") continue;
    const created = row.createdDate.getTime();
    const age = Math.floor((now.getTime() - created) / DAY);
    if (row.status === "active") {
      if (age < MIN_DAYS || !chance(rng, DEMO_EXTRA_SOLD_SHARE)) continue;
      row.status = "sold";
    }
    if (row.status !== "sold" && row.status !== "archived") continue;
    const days = randInt(rng, MIN_DAYS, MAX_DAYS);
    row.endReason = (row.status === "sold" ? soldReason : archivedReason)(rng)[0];
    row.endedAt = new Date(Math.min(now.getTime(), created + days * DAY));
    ended++;
  }
  return ended;
}
