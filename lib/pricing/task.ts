import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { priceModels } from "@/lib/infra/db/schema";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { ALERT_TIMEZONE } from "@/lib/notifications/schedule";
import { METHOD } from "./model";
import { rateAllAds, rateChangedModels, type RatingRun } from "./store";

const report = (what: string, r: RatingRun | null) => {
  if (r?.written)
    console.info(
      `[pricing] ${what}: ${r.ads} ads (${r.rated} rated), ${r.written} ratings written in ${r.ms} ms`,
    );
};

/** Every minute: the models of ads written since their rating are rated again. */
export const changedRatingsTask: PeriodicTask = {
  name: "price-ratings-changed",
  pattern: "0 * * * * *",
  timezone: ALERT_TIMEZONE,
  run: async () => report("changed models", await rateChangedModels()),
};

/** Daily at 04:30 Prague time, a quiet hour: the full recompute (prior and every ad). */
export const allRatingsTask: PeriodicTask = {
  name: "price-ratings",
  pattern: "0 30 4 * * *",
  timezone: ALERT_TIMEZONE,
  run: async () => report("full recompute", await rateAllAds()),
};

/**
 * At start: a database without this method's prior (new, seeded before the rating existed, or
 * rated by an earlier method version) is rated in full before the server answers.
 */
export async function ensurePriceRatings() {
  const [had] = await getDb()
    .select({ method: priceModels.method })
    .from(priceModels)
    .where(eq(priceModels.method, METHOD));
  if (had) return;
  const r = await rateAllAds();
  console.log(`Price ratings: ${r.ads} ads (${r.rated} rated) in ${(r.ms / 1000).toFixed(1)} s.`);
}
