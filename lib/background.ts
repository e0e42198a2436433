import "server-only";
import { draftPhotoCleanupTask } from "@/lib/ads/draft-photos-task";
import { freshnessTask } from "@/lib/freshness/task";
import { importTasks } from "@/lib/import/task";
import { startScheduler } from "@/lib/infra/jobs/scheduler";
import type { JobHandler, PeriodicTask } from "@/lib/infra/jobs/types";
import { MAIL_JOB, sendMailJob } from "@/lib/infra/mail";
import { DIGEST_JOB, sendDigestJob } from "@/lib/notifications/mail-jobs";
import { messageNotifyTask, pendingPurgeTask } from "@/lib/messages/task";
import { alertTasks } from "@/lib/notifications/tasks";
import { weeklyStatsEmailTask } from "@/lib/stats/weekly-email";
import { allRatingsTask, changedRatingsTask } from "@/lib/pricing/task";
import { statsRollupTask } from "@/lib/stats/task";
import { translateDescriptionJob } from "@/lib/ads/translation-job";
import { TRANSLATE_JOB } from "@/lib/ads/translation-queue";

// The registry of background work: every job kind with its handler and every periodic task,
// each declared by the module that owns the work. The scheduler (lib/infra/jobs/scheduler.ts) runs
// what it is given, in the web process (instrumentation.ts) or in `npm run worker`.

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [MAIL_JOB]: sendMailJob,
  [TRANSLATE_JOB]: translateDescriptionJob,
  [DIGEST_JOB]: sendDigestJob,
};

/** The periodic tasks, as the environment configures them (feed imports only with IMPORT_FEEDS). */
export const periodicTasks = (): PeriodicTask[] => [
  ...alertTasks,
  freshnessTask,
  ...importTasks(),
  draftPhotoCleanupTask,
  changedRatingsTask,
  allRatingsTask,
  messageNotifyTask,
  pendingPurgeTask,
  statsRollupTask,
  weeklyStatsEmailTask,
];

/** Starts the scheduler with every handler and task of the registry. */
export function startBackgroundWork() {
  startScheduler({ handlers: JOB_HANDLERS, tasks: periodicTasks() });
}
