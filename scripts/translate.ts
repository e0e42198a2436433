// npm run translate -- [--missing] – queues DeepL translation (desc_en, desc_ru) of the Czech
// descriptions of live ads; --missing only for ads lacking a translation. The server's job
// runner (or npm run worker) does the work, with retries.
import { closeDb } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import { getAdsToTranslate } from "@/lib/ads/queries";
import { getEnv } from "@/lib/infra/env";
import { enqueueDescriptionTranslation } from "@/lib/ads/translation-queue";
import { parseCommand, runCommand } from "./lib/cli";

const USAGE = `Usage: npm run translate -- [--missing]

Queues DeepL translation (English, Russian) of the Czech descriptions of live ads; needs
DEEPL_API_KEY. The job runner of npm start (or npm run worker) does the work.
  --missing   only the ads lacking a translation
  --help      this text`;

async function main() {
  const { values } = parseCommand({
    usage: USAGE,
    options: { missing: { type: "boolean", default: false } },
  });
  if (!getEnv().DEEPL_API_KEY) {
    console.error(
      "DEEPL_API_KEY is not set: nothing was queued. Descriptions are shown in Czech (and in the translations ads already have).",
    );
    process.exitCode = 1;
    return;
  }
  const missingOnly = values.missing;
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

runCommand(main, closeDb);
