// Every job kind and its handler; later features register theirs here.
import { registerJobHandler } from "./runner";
import { registerDraftPhotoCleanup } from "@/lib/ads/draft-photos-task";
import { MAIL_JOB, sendMailJob } from "@/lib/mail";
import { DIGEST_JOB, sendDigestJob } from "@/lib/notifications/mail-jobs";
import { registerFreshnessTask } from "@/lib/freshness/task";
import { registerImportTask } from "@/lib/import/task";
import { registerAlertTasks } from "@/lib/notifications/tasks";
import { TRANSLATE_JOB, translateDescriptionJob } from "@/lib/translation/jobs";

export function registerDefaultHandlers() {
  registerJobHandler(MAIL_JOB, sendMailJob);
  registerJobHandler(TRANSLATE_JOB, translateDescriptionJob);
  registerJobHandler(DIGEST_JOB, sendDigestJob);
  registerAlertTasks();
  registerFreshnessTask();
  registerImportTask();
  registerDraftPhotoCleanup();
}
