import "server-only";
import { getEnv } from "@/lib/infra/env";
import { enqueueJob, type JobExecutor } from "@/lib/infra/jobs/queue";

// The queue side of a description's translation, which the ad writes use; the job itself, which
// writes the translation back through ./mutations.ts, is ./translation-job.ts.

export const TRANSLATE_JOB = "ads.translate-description";
const MAX_ATTEMPTS = 6;

/**
 * Queues the translation of an ad's Czech description into English and Russian, in the caller's
 * transaction when given (create and edit write it with the ad). Without DEEPL_API_KEY nothing
 * is queued and null is returned: descriptions stay Czech. Code that changes desc_cz should also
 * clear desc_en and desc_ru, so that no stale translation shows until the job has run.
 */
export async function enqueueDescriptionTranslation({
  adId,
  tx,
}: {
  adId: number;
  tx?: JobExecutor;
}) {
  if (!getEnv().DEEPL_API_KEY) return null;
  return enqueueJob(TRANSLATE_JOB, { adId }, { tx, maxAttempts: MAX_ATTEMPTS });
}
