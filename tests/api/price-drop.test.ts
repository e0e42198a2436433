/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { updateAd } from "@/lib/ads/mutations";
import { archiveAd } from "@/lib/ads/mutations-status";
import { favorites, jobs, users } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { formatPrice } from "@/lib/infra/format";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { MAIL_JOB, sendMailJob } from "@/lib/infra/mail";
import { runPriceDropAlerts } from "@/lib/notifications/price-drops";
import { rateChangedModels } from "@/lib/pricing/store";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { clearOutbox, readOutbox } from "../helpers/eml";

const SITE = "https://vozovna.test";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-price-drop-"));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
  admin = await createUser({ role: "admin" });
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(async () => {
  await teardownTestDb();
  delete process.env.DATA_DIR;
  delete process.env.SITE_URL;
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await getDb().delete(favorites);
  await getDb().delete(jobs);
  clearOutbox(dataDir);
});

async function favourite(userId: string, price = 300_000) {
  const ad = await createAd({ price, title: "Škoda Superb 2.0 TDI" }, 1);
  await getDb().insert(favorites).values({ userId, adId: ad.id, savedPrice: price });
  return ad;
}
let admin: Awaited<ReturnType<typeof createUser>>;
const setPrice = (id: number, price: number) => updateAd({ id, actor: admin, changes: { price } });
const notifiedPrice = async (userId: string, adId: number) =>
  (
    await getDb()
      .select({ p: favorites.notifiedPrice })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)))
  )[0].p;

async function runAndDeliver() {
  const result = await runPriceDropAlerts();
  await drainJobs();
  return { result, mails: readOutbox(dataDir) };
}

describe("price-drop e-mail", () => {
  it("tells the user about a drop with the old and the new price, once", async () => {
    const user = await createUser();
    const ad = await favourite(user.id);
    const unchanged = await favourite(user.id, 500_000);
    await setPrice(ad.id, 270_000);

    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe("Zlevnil 1 oblíbený inzerát");
    expect(mail.text).toContain(`${formatPrice(300_000)} → ${formatPrice(270_000)}`);
    expect(mail.text).toContain(`Levnější o ${formatPrice(30_000)}`);
    expect(mail.html).toContain(`href="${SITE}/ads/cars/${ad.id}"`);
    expect(mail.html).not.toContain(`/ads/cars/${unchanged.id}"`);
    expect(mail.html).toContain(`href="${SITE}/favorites"`);
    expect(await notifiedPrice(user.id, ad.id)).toBe(270_000);

    clearOutbox(dataDir);
    expect((await runAndDeliver()).mails).toHaveLength(0);
  });

  it("names the price rating at the new price", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) await createAd({ price: 300_000 + i * 2_000 });
    const ad = await favourite(user.id);
    await setPrice(ad.id, 220_000);
    // the minute's run rates the model's ads, the new price among them
    await rateChangedModels();

    const { mails } = await runAndDeliver();
    expect(mails[0].text).toContain(`Levnější o ${formatPrice(80_000)} · Výborná cena`);
  });

  it("lists every dropped favourite of a user in one e-mail, in the user's language", async () => {
    const user = await createUser({ locale: "en" });
    const a = await favourite(user.id, 300_000);
    const b = await favourite(user.id, 400_000);
    await setPrice(a.id, 290_000);
    await setPrice(b.id, 350_000);
    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("2 favourite ads are cheaper");
    expect(mails[0].html).toContain(`href="${SITE}/en/ads/cars/${a.id}"`);
    expect(mails[0].html).toContain(`href="${SITE}/en/ads/cars/${b.id}"`);
    expect(mails[0].text).toContain(`${formatPrice(50_000)} cheaper`);
  });

  it("sends nothing to a user who switched the alerts off", async () => {
    const user = await createUser();
    await getDb().update(users).set({ priceDropAlerts: false }).where(eq(users.id, user.id));
    const ad = await favourite(user.id);
    await setPrice(ad.id, 200_000);
    expect((await runAndDeliver()).mails).toHaveLength(0);
  });

  it("is silent on a rise and reports only a drop below the lowest price reported", async () => {
    const user = await createUser();
    const ad = await favourite(user.id, 300_000);
    await setPrice(ad.id, 320_000);
    expect((await runAndDeliver()).mails).toHaveLength(0);

    await setPrice(ad.id, 280_000);
    expect((await runAndDeliver()).mails).toHaveLength(1);
    clearOutbox(dataDir);
    await setPrice(ad.id, 310_000); // up again: silent, the mark stays at the lowest
    await setPrice(ad.id, 290_000); // down, but not below 280 000
    expect((await runAndDeliver()).mails).toHaveLength(0);
    expect(await notifiedPrice(user.id, ad.id)).toBe(280_000);
    await setPrice(ad.id, 260_000);
    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${formatPrice(280_000)} → ${formatPrice(260_000)}`);
  });

  it("skips ads that are no longer active", async () => {
    const user = await createUser();
    const ad = await favourite(user.id);
    await setPrice(ad.id, 200_000);
    await archiveAd({ id: ad.id, actor: admin, as: "admin", reason: "Misleading photos." });
    expect((await runAndDeliver()).mails).toHaveLength(0);
  });

  it("two concurrent runs send one e-mail", async () => {
    const user = await createUser();
    const ad = await favourite(user.id);
    await setPrice(ad.id, 250_000);
    const results = await Promise.all([runPriceDropAlerts(), runPriceDropAlerts()]);
    expect(results[0].mails + results[1].mails).toBe(1);
    expect(await getDb().select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toHaveLength(1);
  });
});
