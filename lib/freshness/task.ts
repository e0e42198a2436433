import "server-only";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { ALERT_TIMEZONE } from "@/lib/notifications/schedule";
import { runFreshness } from "./run";

/** Daily at 09:00 Prague time: a working-day morning, after the 07:00 alerts. */
export const FRESHNESS_PATTERN = "0 0 9 * * *";

/** The freshness run as a periodic task of the scheduler (the worker's and the web process's). */
export const freshnessTask: PeriodicTask = {
  name: "freshness",
  pattern: FRESHNESS_PATTERN,
  timezone: ALERT_TIMEZONE,
  run: async () => {
    const r = await runFreshness();
    if (r.asked.mails || r.archived.mails)
      console.info(
        `[freshness] asked ${r.asked.ads} ads in ${r.asked.mails} e-mails, archived ${r.archived.ads} ads`,
      );
  },
};
