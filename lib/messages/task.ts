import "server-only";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { ALERT_TIMEZONE } from "@/lib/notifications/schedule";
import { runMessageNotifications } from "./notify";
import { purgeExpiredPending } from "./pending";

/** Every minute: the batched e-mails about new messages (lib/messages/notify.ts). */
export const messageNotifyTask: PeriodicTask = {
  name: "messages.notify",
  pattern: "30 * * * * *",
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
