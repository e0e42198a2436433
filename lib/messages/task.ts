import "server-only";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { ALERT_TIMEZONE } from "@/lib/notifications/schedule";
import { runMessageNotifications } from "./notify";
import { purgeExpiredPending } from "./pending";

/**
 * Every 15 seconds: the batched e-mails about new messages (lib/messages/notify.ts). A reply reaches
 * the other side's mailbox within seconds, as a chat would, not up to a minute later; the batch is
 * the thread's 15 minutes (NOTIFY_INTERVAL_MINUTES), not the run's period.
 */
export const messageNotifyTask: PeriodicTask = {
  name: "messages.notify",
  pattern: "*/15 * * * * *",
  timezone: ALERT_TIMEZONE,
  run: async () => {
    const r = await runMessageNotifications();
    if (r.mails) console.info(`[messages] ${r.mails} notification e-mails`);
  },
};

/** Hourly: signed-out messages past their 48 hours are deleted, confirmed or not. */
export const pendingPurgeTask: PeriodicTask = {
  name: "messages.purge-pending",
  pattern: "0 17 * * * *",
  timezone: ALERT_TIMEZONE,
  run: async () => {
    const n = await purgeExpiredPending();
    if (n) console.info(`[messages] ${n} expired pending messages purged`);
  },
};
