/** @jest-environment node */
// The weekly statistics e-mail (issue 32): one per seller with active ads, in the seller's
// language, each ad's last 7 days; never twice in a week; not to sellers who turned it off (in the
// profile or through the e-mail's link) or who have no active ad.
import { eq } from "drizzle-orm";
import * as settings from "@/app/api/profile/stats-emails/route";
import * as unsubscribe from "@/app/api/profile/stats-emails/unsubscribe/[user]/[token]/route";
import { getDb } from "@/lib/infra/db/client";
import { adStatsDaily, users } from "@/lib/infra/db/schema";
import { addDays, pragueDay } from "@/lib/stats/day";
import {
  runWeeklyStatsEmails,
  statsEmailsOffApiPath,
  statsEmailsToken,
} from "@/lib/stats/weekly-email";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, mailsTo, signedInClient } from "./auth.helpers";
import { callWith } from "./messages.helpers";
import { expectUnsubscribeRefusals } from "./unsubscribe.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

type Mail = { subject: string; text: string; headers: Record<string, string> };
const summaries = async (to: string) =>
  ((await mailsTo(to)) as unknown as Mail[]).filter((m) =>
    m.headers?.["List-Unsubscribe"]?.includes("/api/profile/stats-emails/unsubscribe/"),
  );

/** A signed-in seller in `locale` with one ad of `status` and some views over the last week. */
async function seller(locale: "cs" | "en" | "ru", status: "active" | "archived" = "active") {
  const s = await signedInClient();
  await getDb().update(users).set({ locale }).where(eq(users.id, s.user.id));
  const profile = await createSeller({ userId: s.user.id });
  const ad = await createAd({
    sellerProfileId: profile.id,
    sellerUserId: s.user.id,
    title: `Octavia of ${locale}`,
    status,
  });
  const yesterday = addDays(pragueDay(), -1);
  await getDb()
    .insert(adStatsDaily)
    .values([
      { adId: ad.id, day: yesterday, views: 9, phoneReveals: 1, messages: 1 },
      { adId: ad.id, day: addDays(yesterday, -6), views: 3 },
      // eight days back: not in the week
      { adId: ad.id, day: addDays(yesterday, -7), views: 50 },
    ]);
  return { ...s, ad };
}

const WEEK = 7 * 86_400_000;

describe("weekly statistics e-mail", () => {
  it("sends one e-mail per seller in their language, once a week, none without active ads", async () => {
    const cs = await seller("cs");
    const en = await seller("en");
    const archivedOnly = await seller("cs", "archived");
    // a second active ad of the Czech seller: still one e-mail
    await createAd({
      sellerProfileId: cs.ad.sellerProfileId,
      sellerUserId: cs.user.id,
      title: "Fabia druhá",
    });
    await runWeeklyStatsEmails();
    const [csMail, ...csMore] = await summaries(cs.email);
    expect(csMore).toEqual([]);
    expect(csMail.subject).toBe("Týdenní statistiky vašich inzerátů");
    expect(csMail.text).toContain("Octavia of cs");
    expect(csMail.text).toMatch(/zobrazení: 12 · kontakty: 2/);
    expect(csMail.text).toContain("Fabia druhá");
    expect(csMail.text).toContain("/profile");
    const [enMail] = await summaries(en.email);
    expect(enMail.subject).toBe("Your ads' weekly statistics");
    expect(enMail.text).toMatch(/views: 12 · contacts: 2/);
    expect(enMail.text).toContain("/en/profile");
    expect(await summaries(archivedOnly.email)).toEqual([]);

    // the task run twice in the same week sends nothing more
    expect((await runWeeklyStatsEmails()).mails).toBe(0);
    expect(await summaries(cs.email)).toHaveLength(1);
    // a week later, the next one
    await runWeeklyStatsEmails(new Date(Date.now() + WEEK));
    expect(await summaries(cs.email)).toHaveLength(2);
    expect(await summaries(en.email)).toHaveLength(2);
  });

  it("respects the profile's opt-out, and the e-mail's one-click link turns it off", async () => {
    const off = await seller("ru");
    expect((await off.client.call(settings.GET, "/api/profile/stats-emails/")).body).toEqual({
      stats_emails: true,
    });
    const saved = await off.client.call(settings.PATCH, "/api/profile/stats-emails/", {
      method: "PATCH",
      json: { stats_emails: false },
    });
    expect(saved).toMatchObject({ status: 200, body: { stats_emails: false } });
    const bad = await off.client.call(settings.PATCH, "/api/profile/stats-emails/", {
      method: "PATCH",
      json: { stats_emails: "no" },
    });
    expect(bad.status).toBe(400);
    expect((await new Client().call(settings.GET, "/api/profile/stats-emails/")).status).toBe(401);

    const on = await seller("ru");
    await runWeeklyStatsEmails();
    expect(await summaries(off.email)).toEqual([]);
    const [mail] = await summaries(on.email);
    expect(mail.subject).toBe("Еженедельная статистика ваших объявлений");
    expect(mail.text).toContain("/ru/profile/statistiky-emaily?u=");

    const oneClick = new URL(mail.headers["List-Unsubscribe"].slice(1, -1));
    const [, , , , , user, token] = oneClick.pathname.split("/");
    const stranger = new Client();
    const wrong = await callWith(stranger, unsubscribe.GET, oneClick.pathname, {
      user: off.user.id,
      token,
    });
    expect(wrong.status).toBe(400);
    const ok = await callWith(
      stranger,
      unsubscribe.POST,
      oneClick.pathname,
      { user: decodeURIComponent(user), token },
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        csrf: null,
        json: undefined,
      },
    );
    // the one-click POST needs its body
    expect(ok.status).toBe(400);
    const done = await callWith(stranger, unsubscribe.GET, oneClick.pathname, {
      user: decodeURIComponent(user),
      token,
    });
    expect(done).toMatchObject({ status: 200 });
    await runWeeklyStatsEmails(new Date(Date.now() + WEEK));
    expect(await summaries(on.email)).toHaveLength(1);
  });
});

describe("GET and POST /api/profile/stats-emails/unsubscribe/{user}/{token}/", () => {
  it("answers a wrong user or token, and a POST that is not one-click, in its own words", () =>
    expectUnsubscribeRefusals({
      unsubscribe,
      path: statsEmailsOffApiPath,
      token: statsEmailsToken,
      settings: {
        GET: settings.GET,
        path: "/api/profile/stats-emails/",
        on: { stats_emails: true },
      },
    }));
});
