import "server-only";
import { getAdDescription } from "@/lib/ads/queries";
import { saveDescriptionTranslations } from "@/lib/ads/mutations";
import { getEnv } from "@/lib/env";
import { enqueueJob, type JobExecutor } from "@/lib/jobs/queue";
import { deeplTranslate } from "./deepl";

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

/** The job: fills desc_en and desc_ru from desc_cz; a failure is retried with backoff by the runner. */
export async function translateDescriptionJob(payload: Record<string, unknown>) {
  const adId = Number(payload.adId);
  if (!Number.isInteger(adId)) throw new Error(`Bad payload: ${JSON.stringify(payload)}`);
  const { DEEPL_API_KEY: key, DEEPL_API_URL: url } = getEnv();
  if (!key) throw new Error("DEEPL_API_KEY is not set");
  const ad = await getAdDescription({ id: adId });
  if (!ad?.descCz?.trim()) return; // gone, or nothing to translate
  const [[en], [ru]] = await Promise.all([
    deeplTranslate({ texts: [ad.descCz], target: "EN-GB", key, url }),
    deeplTranslate({ texts: [ad.descCz], target: "RU", key, url }),
  ]);
  await saveDescriptionTranslations({ id: adId, source: ad.descCz, en, ru });
}
