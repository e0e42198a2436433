import { Cron } from "croner";
import type { AlertFrequency } from "./emails/saved-search-digest";

// When the alert runs happen (ARCHITECTURE.md §4.10), on Prague's clock: immediate every minute, hourly
// at minute 0, daily at 07:00, weekly on Monday at 07:00; the price-drop e-mail daily at 07:00.
// The periodic tasks (lib/notifications/tasks.ts) use these very patterns.

export const ALERT_TIMEZONE = "Europe/Prague";

/** Cron patterns with seconds. */
export const ALERT_PATTERNS: Record<AlertFrequency, string> = {
  immediate: "0 * * * * *",
  hourly: "0 0 * * * *",
  daily: "0 0 7 * * *",
  weekly: "0 0 7 * * 1",
};
export const PRICE_DROP_PATTERN = "0 0 7 * * *";

export const ALERT_FREQUENCIES = Object.keys(ALERT_PATTERNS) as AlertFrequency[];

/** Whether the run of `frequency` falls on this instant (to the second). */
export function isAlertRunDue(frequency: AlertFrequency, at: Date): boolean {
  const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const next = new Cron(ALERT_PATTERNS[frequency], {
    timezone: ALERT_TIMEZONE,
    paused: true,
  }).nextRun(new Date(second.getTime() - 1000));
  return next?.getTime() === second.getTime();
}

/** The frequencies whose run falls on this instant. */
export const dueFrequencies = (at: Date) => ALERT_FREQUENCIES.filter((f) => isAlertRunDue(f, at));
