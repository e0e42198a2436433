/** @jest-environment node */
// Fresh listings (issue 15): the "still for sale?" e-mail, its one-click answers, the archive
// after a week without one, and the seller's renewal from My Ads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as adRoute from "@/app/api/ads/cars/[id]/route";
import * as renewRoute from "@/app/api/ads/cars/[id]/renew/route";
import * as filterRoute from "@/app/api/ads/filter/route";
import * as freshnessRoute from "@/app/api/freshness/route";
import { archiveAd } from "@/lib/ads/mutations-status";
import { getDb } from "@/lib/infra/db/client";
import { ads, jobs, users } from "@/lib/infra/db/schema";
import { SOLD_END_REASONS } from "@/lib/enums";
import { resetEnvCache } from "@/lib/infra/env";
import { checkFreshnessLink } from "@/lib/freshness/answer";
import { runFreshness } from "@/lib/freshness/run";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { MAIL_JOB, sendMailJob } from "@/lib/infra/mail";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { clearOutbox, readOutbox, type ParsedEml } from "../helpers/eml";
import { Client, signedInClient } from "./auth.helpers";

const SITE = "https://vozovna.test";
const DAY = 86_400_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-freshness-"));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
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
  resetRateLimits();
  await getDb().delete(jobs);
  clearOutbox(dataDir);
});

type Handler = (req: never, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

/** A signed-in seller with a seller profile, writing in `locale`. */
async function seller(locale: "cs" | "en" | "ru" = "cs") {
  const s = await signedInClient();
  await getDb().update(users).set({ locale }).where(eq(users.id, s.user.id));
  const profile = await createSeller({ userId: s.user.id, displayName: "Prodejce" });
  // the sign-up's own e-mail is not what these tests read
  await drainJobs();
  clearOutbox(dataDir);
  const ad = (overrides: Parameters<typeof createAd>[0] = {}) =>
    createAd({ sellerProfileId: profile.id, sellerUserId: s.user.id, ...overrides }, 1);
  return { ...s, profile, ad };
}
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

async function runAndDeliver(now?: Date) {
  const result = await runFreshness(now);
  await drainJobs();
  return { result, mails: readOutbox(dataDir) };
}
const mailsTo = (mails: ParsedEml[], to: string) => mails.filter((m) => m.to === to);

/** The one-click links of a mail: { ad, answer, token, url }. */
function linksIn(mail: ParsedEml) {
  return [...mail.html.matchAll(/href="([^"]*\/freshness\?[^"]*)"/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, "&"));
    return {
      url,
      ad: Number(url.searchParams.get("ad")),
      answer: url.searchParams.get("answer") as "keep" | "sold",
      token: url.searchParams.get("token")!,
    };
  });
}
const linkFor = (mail: ParsedEml, ad: number, answer: "keep" | "sold") =>
  linksIn(mail).find((l) => l.ad === ad && l.answer === answer)!;

const answer = (json: unknown, c = new Client()) =>
  c.call(freshnessRoute.POST, "/api/freshness/", { json, origin: null, csrf: null });

async function adRow(id: number) {
  const [row] = await getDb().select().from(ads).where(eq(ads.id, id));
  return row;
}

async function call(c: Client, handler: Handler, url: string, id: number, method = "GET") {
  const res = await handler(c.request(url, { method }) as never, {
    params: Promise.resolve({ id: String(id) }),
  });
  c.store(res);
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are inspected loosely
}
const renew = (c: Client, id: number) =>
  call(c, renewRoute.POST as Handler, `/api/ads/cars/${id}/renew/`, id, "POST");
const getAd = (id: number) =>
  call(new Client(), adRoute.GET as Handler, `/api/ads/cars/${id}/`, id);
async function searchIds() {
  const c = new Client();
  const res = await c.call(filterRoute.GET, "/api/ads/filter/?page_size=100");
  return (res.body.results as { id: number }[]).map((a) => a.id);
}

describe("the still-for-sale e-mail", () => {
  it("asks once, in the seller's language, about each own ad unconfirmed for 30 days, with both links", async () => {
    const en = await seller("en");
    const old = await en.ad({ title: "Škoda Fabia 1.0 TSI", checkedAt: daysAgo(31) });
    const fresh = await en.ad({ title: "Fresh one", checkedAt: daysAgo(3) });
    const imported = await en.ad({
      title: "Imported one",
      source: "bazos",
      sourceLink: "https://auto.bazos.cz/inzerat/1/",
      checkedAt: daysAgo(90),
    });
    const cs = await seller("cs");
    const a = await cs.ad({ title: "Octavia A", checkedAt: daysAgo(40) });
    const b = await cs.ad({ title: "Octavia B", checkedAt: daysAgo(35) });

    const { result, mails } = await runAndDeliver();
    expect(result.asked).toEqual({ mails: 2, ads: 3 });
    const [mail] = mailsTo(mails, en.email);
    expect(mailsTo(mails, en.email)).toHaveLength(1);
    expect(mail.subject).toBe("Are you still selling your Škoda Fabia 1.0 TSI?");
    expect(mail.text).toContain("Yes, still selling");
    const links = linksIn(mail);
    expect(links.map((l) => [l.ad, l.answer])).toEqual([
      [old.id, "keep"],
      [old.id, "sold"],
    ]);
    expect(links[0].url.origin + links[0].url.pathname).toBe(`${SITE}/en/freshness`);
    expect(links[0].token).not.toBe(links[1].token);
    expect(mail.html).not.toContain(`ad=${fresh.id}&`);
    expect(mail.html).not.toContain(`ad=${imported.id}&`);
    expect(mail.html).toContain(`href="${SITE}/en/profile"`);

    const [digest] = mailsTo(mails, cs.email);
    expect(digest.subject).toBe("Prodáváte ještě tyto vozy? (2 inzeráty)");
    expect(digest.text).toContain("Ano, stále prodávám");
    expect(new Set(linksIn(digest).map((l) => l.ad))).toEqual(new Set([a.id, b.id]));
    expect(linksIn(digest)[0].url.pathname).toBe("/freshness");

    // asking is not an edit: the ads keep their place in search
    expect((await adRow(old.id)).updatedDate).toEqual(old.updatedDate);
    clearOutbox(dataDir);
    const again = await runAndDeliver();
    expect(again.result.asked).toEqual({ mails: 0, ads: 0 });
    expect(again.mails).toEqual([]);
  });

  it("'yes, still selling' confirms the ad today, keeps it on sale, and the link works once", async () => {
    const s = await seller();
    const ad = await s.ad({ checkedAt: daysAgo(33) });
    const { mails } = await runAndDeliver();
    const mail = mailsTo(mails, s.email)[0];
    const keep = linkFor(mail, ad.id, "keep");
    const sold = linkFor(mail, ad.id, "sold");
    const input = { ad: String(keep.ad), answer: keep.answer, token: keep.token };

    // opening the page (what a mail scanner does) only checks the link
    const before = await adRow(ad.id);
    expect((await checkFreshnessLink({ ...input, ad: ad.id })).kind).toBe("open");
    expect(await adRow(ad.id)).toEqual(before);

    const res = await answer(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ad.id, status: "active" });
    const after = await adRow(ad.id);
    expect(after.status).toBe("active");
    expect(Date.now() - after.checkedAt.getTime()).toBeLessThan(60_000);
    expect(after.freshnessAskedAt).toBeNull();
    expect(after.updatedDate.getTime()).toBeGreaterThan(before.updatedDate.getTime());
    expect((await getAd(ad.id)).body.checked_at).toBe(after.checkedAt.toISOString());

    // the same link, and the other answer of the same e-mail, no longer work
    expect((await answer(input)).status).toBe(403);
    expect((await answer({ ad: ad.id, answer: "sold", token: sold.token })).status).toBe(403);
    expect((await checkFreshnessLink({ ...input, ad: ad.id })).kind).toBe("invalid");
    expect((await adRow(ad.id)).status).toBe("active");
    // confirmed today: the next run asks nothing
    clearOutbox(dataDir);
    expect(mailsTo((await runAndDeliver()).mails, s.email)).toEqual([]);
  });

  it("'sold' marks the ad sold: it leaves search, its page says sold", async () => {
    const s = await seller();
    const ad = await s.ad({ checkedAt: daysAgo(45) });
    const { mails } = await runAndDeliver();
    const sold = linkFor(mailsTo(mails, s.email)[0], ad.id, "sold");
    expect(await searchIds()).toContain(ad.id);

    const res = await answer({ ad: ad.id, answer: "sold", token: sold.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ad.id, status: "sold" });
    expect((await adRow(ad.id)).status).toBe("sold");
    expect(await searchIds()).not.toContain(ad.id);
    const page = await getAd(ad.id);
    expect(page.status).toBe(200);
    expect(page.body.status).toBe("sold");
    // a second click says the same and changes nothing
    expect((await answer({ ad: ad.id, answer: "sold", token: sold.token })).status).toBe(200);
  });

  it("refuses a forged link, another ad's token and a malformed answer", async () => {
    const s = await seller();
    const mine = await s.ad({ checkedAt: daysAgo(31) });
    const other = await s.ad({ checkedAt: daysAgo(32) });
    const mail = mailsTo((await runAndDeliver()).mails, s.email)[0];
    const keepOther = linkFor(mail, other.id, "keep");
    const soldMine = linkFor(mail, mine.id, "sold");

    const tries = [
      { ad: mine.id, answer: "keep", token: keepOther.token },
      { ad: mine.id, answer: "keep", token: soldMine.token },
      { ad: mine.id, answer: "keep", token: "x".repeat(43) },
      { ad: 999_999, answer: "keep", token: keepOther.token },
    ];
    for (const json of tries) {
      const res = await answer(json);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    }
    expect((await answer({ ad: mine.id, answer: "maybe", token: soldMine.token })).status).toBe(
      400,
    );
    expect((await answer({ ad: "abc", answer: "keep", token: soldMine.token })).status).toBe(400);
    expect((await adRow(mine.id)).status).toBe("active");
    expect((await adRow(mine.id)).checkedAt).toEqual(mine.checkedAt);
  });
});

describe("a week without an answer", () => {
  it("archives the ad, tells the seller how to renew it, once; a confirmed ad stays", async () => {
    const s = await seller("cs");
    const silent = await s.ad({ title: "Mlčící Octavia", checkedAt: daysAgo(31) });
    const answered = await s.ad({ title: "Odpovězená Octavia", checkedAt: daysAgo(31) });
    const first = mailsTo((await runAndDeliver()).mails, s.email)[0];
    const keep = linkFor(first, answered.id, "keep");
    expect((await answer({ ad: answered.id, answer: "keep", token: keep.token })).status).toBe(200);

    clearOutbox(dataDir);
    // six days on: not yet
    expect(mailsTo((await runAndDeliver(new Date(Date.now() + 6 * DAY))).mails, s.email)).toEqual(
      [],
    );
    const { mails } = await runAndDeliver(new Date(Date.now() + 8 * DAY));
    const mine = mailsTo(mails, s.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe("Váš inzerát jsme přesunuli do archivu");
    expect(mine[0].text).toContain("Mlčící Octavia");
    expect(mine[0].text).not.toContain("Odpovězená Octavia");
    expect(mine[0].text).toContain("Obnovit inzerát");
    expect(mine[0].html).toContain(`href="${SITE}/profile"`);
    const archived = await adRow(silent.id);
    expect(archived.status).toBe("archived");
    // why it ended: nobody answered, which is not a sale (issue 32)
    expect(archived.endReason).toBe("unconfirmed");
    expect(SOLD_END_REASONS).not.toContain(archived.endReason);
    expect(Math.abs(archived.endedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await adRow(answered.id)).status).toBe("active");
    expect((await adRow(answered.id)).endReason).toBeNull();
    expect((await getAd(silent.id)).status).toBe(410);

    // the week-old "keep" link of the archived ad: no longer on sale (renew from My Ads)
    const late = await answer({
      ad: silent.id,
      answer: "keep",
      token: linkFor(first, silent.id, "keep").token,
    });
    expect(late.status).toBe(409);
    clearOutbox(dataDir);
    expect(mailsTo((await runAndDeliver(new Date(Date.now() + 9 * DAY))).mails, s.email)).toEqual(
      [],
    );
  });
});

describe("POST /api/ads/cars/{id}/renew/", () => {
  it("puts the seller's archived or sold ad back on sale, checked today; others may not", async () => {
    const s = await seller();
    const archived = await s.ad({ status: "archived", checkedAt: daysAgo(50) });
    const sold = await s.ad({ status: "sold", checkedAt: daysAgo(50) });

    expect((await renew(new Client(), archived.id)).status).toBe(401);
    const stranger = await signedInClient();
    expect((await renew(stranger.client, archived.id)).status).toBe(403);
    const admin = await signedInClient();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    expect((await renew(admin.client, archived.id)).status).toBe(403);
    expect((await adRow(archived.id)).status).toBe("archived");
    expect((await renew(s.client, 999_999)).status).toBe(404);

    for (const ad of [archived, sold]) {
      const res = await renew(s.client, ad.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: ad.id, status: "active" });
      const row = await adRow(ad.id);
      expect(row.status).toBe("active");
      expect(Date.now() - row.checkedAt.getTime()).toBeLessThan(60_000);
      expect(await searchIds()).toContain(ad.id);
    }
    // renewing needs the CSRF token like every cookie-authenticated call
    const other = await s.ad({ status: "archived" });
    const res = await s.client.call(
      ((req: never) =>
        (renewRoute.POST as Handler)(req, {
          params: Promise.resolve({ id: String(other.id) }),
        })) as never,
      `/api/ads/cars/${other.id}/renew/`,
      { method: "POST", csrf: null },
    );
    expect(res.status).toBe(403);
  });

  it("does not undo an admin's archive", async () => {
    const s = await seller();
    const ad = await s.ad();
    const admin = await createUser({ role: "admin" });
    await archiveAd({ id: ad.id, actor: admin, as: "admin", reason: "Misleading photos." });
    const res = await renew(s.client, ad.id);
    expect(res.status).toBe(403);
    expect((await adRow(ad.id)).status).toBe("archived");
  });
});
