/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { jobs, savedSearches } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { formatPrice } from "@/lib/infra/format";
import { MAIL_JOB, sendMailJob } from "@/lib/infra/mail";
import { runSavedSearchAlerts } from "@/lib/notifications/alerts";
import { DIGEST_JOB, sendDigestJob } from "@/lib/notifications/mail-jobs";
import { isUnsubscribeToken } from "@/lib/saved-searches/token";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { clearOutbox, readOutbox } from "../helpers/eml";

const SITE = "https://vozovna.test";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-alerts-"));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
  registerJobHandler(DIGEST_JOB, sendDigestJob);
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
  await getDb().delete(jobs);
  clearOutbox(dataDir);
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
let makeNo = 0;
/** A make no other test uses, so each test's searches see only its own ads. */
const freshMake = () => `Testmake${++makeNo}`;

async function saveSearch(
  userId: string,
  make: string,
  over: Partial<typeof savedSearches.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(savedSearches)
    .values({
      userId,
      name: `${make} do 400 000 Kč`,
      filters: { make: [make], max_price: "400000" },
      catalogFilter: [{ make }],
      uri: `/?catalog_filter=${encodeURIComponent(JSON.stringify({ make }))}&max_price=400000`,
      notificationFrequency: "immediate",
      alertedThrough: minutesAgo(10),
      ...over,
    })
    .returning();
  return row;
}

const newAd = (make: string, over: Parameters<typeof createAd>[0] = {}, photos = 1) =>
  createAd(
    { make, title: `${make} Model X`, price: 250000, createdDate: minutesAgo(2), ...over },
    photos,
  );

async function runAndDeliver(frequency: Parameters<typeof runSavedSearchAlerts>[0] = "immediate") {
  const result = await runSavedSearchAlerts(frequency);
  await drainJobs();
  return { result, mails: readOutbox(dataDir) };
}

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("saved-search alerts", () => {
  it("e-mails a matching ad of another seller: subject, both parts, links, one-click headers", async () => {
    const make = freshMake();
    const user = await createUser();
    const search = await saveSearch(user.id, make);
    const ad = await newAd(make, { locationName: "Brno" });
    await newAd(make, { price: 900000 }); // above the search's max price

    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`1 nový inzerát: ${search.name}`);
    expect(mail.text).toContain(`${make} Model X`);
    expect(mail.text).toContain(formatPrice(250000));
    expect(mail.text).toContain("Brno");
    expect(mail.html).toContain("Nové inzeráty pro vaše uložená hledání");
    expect(mail.html).toContain("<img");
    expect(mail.html).toContain(`src="${SITE}${ad.photos[0].miniUrl}"`);

    const links = hrefs(mail.html);
    expect(links).toContain(`${SITE}/ads/cars/${ad.id}`);
    const searchLink = links.find((l) => l.includes("tracking_id="))!;
    expect(new URL(searchLink).searchParams.get("tracking_id")).toBe(String(search.id));
    expect(new URL(searchLink).searchParams.get("max_price")).toBe("400000");
    expect(links).toContain(`${SITE}/saved-searches`);

    const unsubscribe = new URL(links.find((l) => l.includes("/unsubscribe?"))!);
    expect(unsubscribe.origin + unsubscribe.pathname).toBe(`${SITE}/unsubscribe`);
    expect(unsubscribe.searchParams.get("id")).toBe(String(search.id));
    expect(isUnsubscribeToken([search.id], unsubscribe.searchParams.get("token")!)).toBe(true);

    const oneClick = mail.headers["list-unsubscribe"].match(/^<(https:\/\/[^>]+)>$/)![1];
    const m = oneClick.match(
      /^https:\/\/vozovna\.test\/api\/saved-searches\/(\d+)\/unsubscribe\/([^/]+)\/$/,
    )!;
    expect(Number(m[1])).toBe(search.id);
    expect(isUnsubscribeToken([search.id], m[2])).toBe(true);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const [after] = await getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(after.alertedThrough.getTime()).toBeGreaterThan(search.alertedThrough.getTime());
  });

  it("never sends the user's own ads, nor ads created before the mark", async () => {
    const make = freshMake();
    const user = await createUser();
    await saveSearch(user.id, make);
    await newAd(make, { sellerUserId: user.id });
    await newAd(make, { createdDate: minutesAgo(30) });
    const { result, mails } = await runAndDeliver();
    expect(mails).toHaveLength(0);
    expect(result.mails).toBe(0);
  });

  it("sends an ad once: a second run sends nothing", async () => {
    const make = freshMake();
    const user = await createUser();
    await saveSearch(user.id, make);
    await newAd(make);
    expect((await runAndDeliver()).mails).toHaveLength(1);
    clearOutbox(dataDir);
    expect((await runAndDeliver()).mails).toHaveLength(0);
  });

  it("leaves ads of the last seconds (the safety margin) for the next run", async () => {
    const make = freshMake();
    const user = await createUser();
    await saveSearch(user.id, make);
    await newAd(make, { createdDate: new Date(Date.now() - 2000) });
    expect((await runAndDeliver()).mails).toHaveLength(0);
    const later = await runSavedSearchAlerts("immediate", { now: new Date(Date.now() + 60_000) });
    expect(later.mails).toBe(1);
  });

  it("two concurrent runs send exactly one e-mail", async () => {
    const make = freshMake();
    const user = await createUser();
    await saveSearch(user.id, make);
    await saveSearch(user.id, make, { name: "Druhé hledání" });
    await newAd(make);
    const results = await Promise.all([
      runSavedSearchAlerts("immediate"),
      runSavedSearchAlerts("immediate"),
    ]);
    expect(results[0].mails + results[1].mails).toBe(1);
    expect(await getDb().select().from(jobs).where(eq(jobs.kind, DIGEST_JOB))).toHaveLength(1);
    await drainJobs();
    expect(readOutbox(dataDir)).toHaveLength(1);
  });

  it("lists at most 10 ads per search and links 'and 2 more' to the search", async () => {
    const make = freshMake();
    const user = await createUser();
    const search = await saveSearch(user.id, make);
    for (let i = 0; i < 12; i++) await newAd(make, { createdDate: minutesAgo(5 - i * 0.1) }, 0);
    const { result, mails } = await runAndDeliver();
    expect(result.adsListed).toBe(10);
    expect(mails[0].subject).toBe(`12 nových inzerátů: ${search.name}`);
    expect(hrefs(mails[0].html).filter((h) => h.includes("/ads/cars/"))).toHaveLength(10);
    expect(mails[0].html).toMatch(/<a[^>]+tracking_id=[^>]+>a 2 další inzeráty<\/a>/);
    expect(mails[0].text).toContain("a 2 další inzeráty");
  });

  it("groups two searches of one user into one digest", async () => {
    const [a, b] = [freshMake(), freshMake()];
    const user = await createUser();
    const s1 = await saveSearch(user.id, a, { name: "První" });
    const s2 = await saveSearch(user.id, b, { name: "Druhé" });
    await newAd(a);
    await newAd(b);
    await newAd(b);
    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("3 nové inzeráty ve vašich uložených hledáních");
    expect(mails[0].text).toContain("První");
    expect(mails[0].text).toContain("Druhé");
    const ids = [s1.id, s2.id].sort((x, y) => x - y).join(",");
    expect(decodeURIComponent(mails[0].headers["list-unsubscribe"])).toContain(
      `/api/saved-searches/${ids}/unsubscribe/`,
    );
  });

  it("splits a digest of more than 50 searches so each one-click link stays valid", async () => {
    const make = freshMake();
    const user = await createUser();
    const searches = [];
    for (let i = 0; i < 51; i++) searches.push(await saveSearch(user.id, make, { name: `S${i}` }));
    await newAd(make);
    const { result, mails } = await runAndDeliver();
    expect(result.mails).toBe(2);
    expect(mails).toHaveLength(2);
    const named = mails.map((m) => {
      const [, ids, token] = decodeURIComponent(m.headers["list-unsubscribe"]).match(
        /\/api\/saved-searches\/([\d,]+)\/unsubscribe\/([^/]+)\//,
      )!;
      const list = ids.split(",").map(Number);
      expect(isUnsubscribeToken(list, token)).toBe(true);
      return list;
    });
    expect(named.flat().sort((a, b) => a - b)).toEqual(searches.map((s) => s.id));
  });

  it("runs each frequency on its own and never for 'never'", async () => {
    const make = freshMake();
    const user = await createUser();
    await saveSearch(user.id, make, { notificationFrequency: "never" });
    const daily = await saveSearch(user.id, make, {
      notificationFrequency: "daily",
      name: "Denní",
    });
    await newAd(make);
    expect((await runAndDeliver("immediate")).mails).toHaveLength(0);
    expect((await runAndDeliver("weekly")).mails).toHaveLength(0);
    const { mails } = await runAndDeliver("daily");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`1 nový inzerát: ${daily.name}`);
    expect(mails[0].text).toContain("denně");
  });

  it("writes in the user's language, with that language's links", async () => {
    const make = freshMake();
    const en = await createUser({ locale: "en" });
    const ru = await createUser({ locale: "ru" });
    await saveSearch(en.id, make, { name: "Cheap ones" });
    await saveSearch(ru.id, make, { name: "Дешёвые" });
    const ad = await newAd(make);
    const { mails } = await runAndDeliver();
    const toEn = mails.find((m) => m.to === en.email)!;
    const toRu = mails.find((m) => m.to === ru.email)!;
    expect(toEn.subject).toBe("1 new ad: Cheap ones");
    expect(toEn.html).toContain("New ads for your saved searches");
    expect(hrefs(toEn.html)).toContain(`${SITE}/en/ads/cars/${ad.id}`);
    expect(hrefs(toEn.html).some((h) => h.startsWith(`${SITE}/en/unsubscribe?`))).toBe(true);
    expect(toRu.subject).toBe("1 новое объявление: Дешёвые");
    expect(toRu.text).toContain("Новые объявления по вашим сохранённым поискам");
    expect(hrefs(toRu.html)).toContain(`${SITE}/ru/saved-searches`);
  });

  it("moves the marks even when nothing is new, without an e-mail", async () => {
    const user = await createUser();
    const search = await saveSearch(user.id, freshMake());
    const { mails } = await runAndDeliver();
    expect(mails).toHaveLength(0);
    const [after] = await getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(after.alertedThrough.getTime()).toBeGreaterThan(search.alertedThrough.getTime());
    expect(after.lastNotifiedAt.getTime()).toBe(search.lastNotifiedAt.getTime());
  });
});

describe("saved-search alerts without the search index (SEARCH_INDEX=0)", () => {
  beforeAll(() => {
    process.env.SEARCH_INDEX = "0";
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.SEARCH_INDEX;
    resetEnvCache();
  });

  it("asks the database and sends the same: 10 ads and 'and 2 more', never the user's own", async () => {
    const make = freshMake();
    const user = await createUser();
    const search = await saveSearch(user.id, make);
    for (let i = 0; i < 12; i++) await newAd(make, { createdDate: minutesAgo(5 - i * 0.1) }, 0);
    await newAd(make, { sellerUserId: user.id });
    const { result, mails } = await runAndDeliver();
    expect(result.adsListed).toBe(10);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`12 nových inzerátů: ${search.name}`);
    expect(mails[0].text).toContain("a 2 další inzeráty");
    clearOutbox(dataDir);
    expect((await runAndDeliver()).mails).toHaveLength(0);
  });
});
