import "server-only";
import { registerPeriodicTask } from "@/lib/jobs/scheduler";
import { runSavedSearchAlerts } from "./alerts";
import { runPriceDropAlerts } from "./price-drops";
import { ALERT_FREQUENCIES, ALERT_PATTERNS, ALERT_TIMEZONE, PRICE_DROP_PATTERN } from "./schedule";

/** The alert runs as periodic tasks of the scheduler (the worker's and the web process's). */
export function registerAlertTasks() {
  for (const frequency of ALERT_FREQUENCIES)
    registerPeriodicTask({
      name: `alerts.${frequency}`,
      pattern: ALERT_PATTERNS[frequency],
      timezone: ALERT_TIMEZONE,
      run: async () => {
        const r = await runSavedSearchAlerts(frequency);
        if (r.mails) console.info(`[alerts] ${frequency}: ${r.mails} e-mails, ${r.adsListed} ads`);
      },
    });
  registerPeriodicTask({
    name: "alerts.price-drop",
    pattern: PRICE_DROP_PATTERN,
    timezone: ALERT_TIMEZONE,
    run: async () => {
      const r = await runPriceDropAlerts();
      if (r.mails) console.info(`[alerts] price drops: ${r.mails} e-mails, ${r.ads} ads`);
    },
  });
}
