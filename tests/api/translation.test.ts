/** @jest-environment node */
// Description translation against a local server that speaks DeepL's v2/translate format.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { updateAd } from "@/lib/ads/mutations";
import { getAdsToTranslate } from "@/lib/ads/queries";
import { getDb } from "@/lib/infra/db/client";
import { ads, jobs } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { deeplUrl } from "@/lib/translation/deepl";
import { translateDescriptionJob } from "@/lib/ads/translation-job";
import { enqueueDescriptionTranslation, TRANSLATE_JOB } from "@/lib/ads/translation-queue";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

const KEY = "0f1e2d3c-test:fx";
type Seen = {
  auth: string | undefined;
  body: { text: string[]; source_lang: string; target_lang: string };
};
const seen: Seen[] = [];
let failNext = 0;

const deepl = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const body = JSON.parse(raw) as Seen["body"];
    seen.push({ auth: req.headers.authorization, body });
    if (failNext > 0) {
      failNext--;
      res
        .writeHead(456, { "content-type": "application/json" })
        .end(JSON.stringify({ message: "Quota exceeded" }));
      return;
    }
    const translations = body.text.map((text) => ({
      detected_source_language: "CS",
      text: `[${body.target_lang}] ${text}`,
    }));
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ translations }));
  });
});

const setKey = (key: string | undefined) => {
  if (key) process.env.DEEPL_API_KEY = key;
  else delete process.env.DEEPL_API_KEY;
  resetEnvCache();
};
const ADMIN = { id: "translation-test-admin", role: "admin" as const };
const adRow = async (id: number) => (await getDb().select().from(ads).where(eq(ads.id, id)))[0];
const translationJobs = () => getDb().select().from(jobs).where(eq(jobs.kind, TRANSLATE_JOB));

beforeAll(async () => {
  await new Promise<void>((resolve) => deepl.listen(0, "127.0.0.1", resolve));
  process.env.DEEPL_API_URL = `http://127.0.0.1:${(deepl.address() as AddressInfo).port}/v2/translate`;
  await setupTestDb();
  registerJobHandler(TRANSLATE_JOB, translateDescriptionJob);
  jest.spyOn(console, "error").mockImplementation(() => {}); // the runner logs the failures provoked below
});
afterAll(async () => {
  await teardownTestDb();
  delete process.env.DEEPL_API_URL;
  setKey(undefined);
  await new Promise((resolve) => deepl.close(resolve));
});
beforeEach(async () => {
  seen.length = 0;
  failNext = 0;
  await getDb().delete(jobs);
});

describe("description translation", () => {
  it("queues nothing without DEEPL_API_KEY", async () => {
    setKey(undefined);
    const ad = await createAd({ descCz: "Pěkné auto." });
    expect(await enqueueDescriptionTranslation({ adId: ad.id })).toBeNull();
    expect(await translationJobs()).toEqual([]);
  });

  it("fills desc_en and desc_ru from desc_cz through the job, with DeepL's request format", async () => {
    setKey(KEY);
    const ad = await createAd({ descCz: "Nekuřácký vůz, servisní knížka." });
    expect(await enqueueDescriptionTranslation({ adId: ad.id })).toEqual(expect.any(Number));
    expect(await drainJobs()).toBe(1);
    const row = await adRow(ad.id);
    expect([row.descEn, row.descRu]).toEqual([
      "[EN-GB] Nekuřácký vůz, servisní knížka.",
      "[RU] Nekuřácký vůz, servisní knížka.",
    ]);
    expect(
      seen.map((s) => [s.auth, s.body.source_lang, s.body.target_lang, s.body.text]).sort(),
    ).toEqual([
      [`DeepL-Auth-Key ${KEY}`, "CS", "EN-GB", ["Nekuřácký vůz, servisní knížka."]],
      [`DeepL-Auth-Key ${KEY}`, "CS", "RU", ["Nekuřácký vůz, servisní knížka."]],
    ]);
    expect((await translationJobs())[0].status).toBe("done");
  });

  it("retries after a DeepL failure and succeeds later", async () => {
    setKey(KEY);
    const ad = await createAd({ descCz: "Garážované." });
    await enqueueDescriptionTranslation({ adId: ad.id });
    failNext = 2;
    await drainJobs();
    let [job] = await translationJobs();
    expect(job.status).toBe("pending");
    expect(job.lastError).toContain("456");
    expect((await adRow(ad.id)).descEn).toBeNull();
    await getDb()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    await drainJobs();
    [job] = await translationJobs();
    expect(job.status).toBe("done");
    expect((await adRow(ad.id)).descEn).toBe("[EN-GB] Garážované.");
  });

  it("keeps a translation of an older text out when the description changed meanwhile", async () => {
    setKey(KEY);
    const ad = await createAd({ descCz: "Původní text." });
    await enqueueDescriptionTranslation({ adId: ad.id });
    const slow = deepl.listeners("request")[0] as http.RequestListener;
    deepl.removeAllListeners("request");
    deepl.on("request", (req, res) => {
      void updateAd({ id: ad.id, actor: ADMIN, changes: { descCz: "Nový text." } }).then(() =>
        slow(req, res),
      );
    });
    try {
      await drainJobs();
    } finally {
      deepl.removeAllListeners("request");
      deepl.on("request", slow);
    }
    const row = await adRow(ad.id);
    // the old text's translation never landed; the edit queued the new text's, which ran too
    expect([row.descCz, row.descEn, row.descRu]).toEqual([
      "Nový text.",
      "[EN-GB] Nový text.",
      "[RU] Nový text.",
    ]);
  });

  it("lists live ads to translate: all with a Czech description, or only those missing one", async () => {
    const full = await createAd({ descCz: "A", descEn: "A", descRu: "A" });
    const half = await createAd({ descCz: "B", descEn: "B" });
    const none = await createAd({ descCz: "C" });
    const empty = await createAd({ descCz: "  " });
    const archived = await createAd({ descCz: "D", status: "archived" });
    const all = await getAdsToTranslate({ missingOnly: false });
    const missing = await getAdsToTranslate({ missingOnly: true });
    expect([full.id, half.id, none.id].every((id) => all.includes(id))).toBe(true);
    expect(missing).toEqual(expect.arrayContaining([half.id, none.id]));
    expect(missing).not.toContain(full.id);
    for (const id of [empty.id, archived.id])
      expect([all.includes(id), missing.includes(id)]).toEqual([false, false]);
  });

  it("picks DeepL's free host for :fx keys, the paid one otherwise, or the configured URL", () => {
    expect(deeplUrl("abc:fx")).toBe("https://api-free.deepl.com/v2/translate");
    expect(deeplUrl("abc")).toBe("https://api.deepl.com/v2/translate");
    expect(deeplUrl("abc", "http://127.0.0.1:9/v2/translate")).toBe(
      "http://127.0.0.1:9/v2/translate",
    );
  });
});
