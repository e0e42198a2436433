import "server-only";
import { getAdDescription } from "./queries";
import { saveDescriptionTranslations } from "./mutations";
import { getEnv } from "@/lib/infra/env";
import { deeplTranslate } from "@/lib/translation/deepl";

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
