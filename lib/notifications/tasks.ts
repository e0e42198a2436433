import "server-only";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { runSavedSearchAlerts } from "./alerts";
import { runPriceDropAlerts } from "./price-drops";
import { ALERT_FREQUENCIES, ALERT_PATTERNS, ALERT_TIMEZONE, PRICE_DROP_PATTERN } from "./schedule";

/** The alert runs as periodic tasks of the scheduler (the worker's and the web process's). */
export const alertTasks: PeriodicTask[] = [
  ...ALERT_FREQUENCIES.map((frequency) => ({
    name: `alerts.${frequency}`,
    pattern: ALERT_PATTERNS[frequency],
    timezone: ALERT_TIMEZONE,
    run: async () => {
      const r = await runSavedSearchAlerts(frequency);
      if (r.mails) console.info(`[alerts] ${frequency}: ${r.mails} e-mails, ${r.adsListed} ads`);
    },
  })),
  {
    name: "alerts.price-drop",
    pattern: PRICE_DROP_PATTERN,
    timezone: ALERT_TIMEZONE,
    run: async () => {
      const r = await runPriceDropAlerts();
      if (r.mails) console.info(`[alerts] price drops: ${r.mails} e-mails, ${r.ads} ads`);
    },
  },
];
