// npm run translate -- [--missing] – queues DeepL translation (desc_en, desc_ru) of the Czech
// descriptions of live ads; --missing only for ads lacking a translation. The server's job
// runner (or npm run worker) does the work, with retries.
import { closeDb } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { getAdsToTranslate } from "@/lib/ads/queries";
import { getEnv } from "@/lib/env";
import { enqueueDescriptionTranslation } from "@/lib/translation/jobs";

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--missing");
  if (unknown.length)
    throw new Error(`Unknown option ${unknown[0]}. Usage: npm run translate -- [--missing]`);
  if (!getEnv().DEEPL_API_KEY) {
    console.error(
      "DEEPL_API_KEY is not set: nothing was queued. Descriptions are shown in Czech (and in the translations ads already have).",
    );
    process.exitCode = 1;
    return;
  }
  const missingOnly = args.includes("--missing");
  await migrateDb();
  const ids = await getAdsToTranslate({ missingOnly });
  for (const adId of ids) await enqueueDescriptionTranslation({ adId });
  const which = missingOnly
    ? "live ads with a Czech description and a missing translation"
    : "live ads with a Czech description";
  console.log(
    `Queued ${ids.length} translation job(s): ${which}. The job runner of \`npm start\` (or \`npm run worker\`) translates them.`,
  );
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
