/** @jest-environment node */
// The ads' statistics (issue 32): the beacons count in memory, a flush adds the counts to
// ad_stats_daily; phone reveals, messages and favourites are counted where they happen; days
// older than 13 months roll up into months.
import { and, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as viewRoute from "@/app/api/stats/view/route";
import * as impressionsRoute from "@/app/api/stats/impressions/route";
import * as clickRoute from "@/app/api/stats/click/route";
import * as shareRoute from "@/app/api/stats/share/route";
import * as contactRoute from "@/app/api/seller-profiles/[id]/contact/route";
import * as toggle from "@/app/api/favorites/[id]/toggle/route";
import * as merge from "@/app/api/favorites/merge/route";
import { getDb } from "@/lib/infra/db/client";
import { adStatsDaily, adStatsMonthly } from "@/lib/infra/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/lib/infra/http/client-address";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { countAdEvent, flushStats, pendingStats, pragueDay, resetStats } from "@/lib/stats/counter";
import { rollUpOldStats } from "@/lib/stats/task";
import { resetVisitors } from "@/lib/stats/visitor";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { BASE } from "../helpers/request";
import { Client, lastMailTo, linkIn, signedInClient, type CallOptions } from "./auth.helpers";
import { callWith, confirmPost, send, sellerWithAd, writeToAd } from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(async () => {
  resetStats();
  await teardownTestDb();
});
beforeEach(() => {
  resetStats();
  resetVisitors();
  resetRateLimits();
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Handler = Parameters<Client["call"]>[0];
const ROUTES: Record<string, Handler> = {
  view: viewRoute.POST,
  impressions: impressionsRoute.POST,
  click: clickRoute.POST,
  share: shareRoute.POST,
};

/** A beacon as navigator.sendBeacon sends it: no X-CSRFToken, the page's cookies and Origin. */
const beacon = (c: Client, kind: string, json: unknown, ua = FIREFOX, o: CallOptions = {}) =>
  c.call(ROUTES[kind], `/api/stats/${kind}/`, {
    json,
    csrf: null,
    ...o,
    headers: { "user-agent": ua, ...o.headers },
  });

/** A raw body with its own Content-Type (sendBeacon's string body is text/plain). */
async function rawBeacon(kind: string, body: string, type: string, origin: string | null = BASE) {
  const headers: Record<string, string> = {
    "content-type": type,
    "user-agent": CHROME,
    host: new URL(BASE).host,
    [SOCKET_ADDRESS_HEADER]: "10.9.9.9",
  };
  if (origin) headers.origin = origin;
  const req = new NextRequest(new URL(`/api/stats/${kind}/`, BASE), {
    method: "POST",
    headers,
    body,
  });
  const res = await (ROUTES[kind] as (r: NextRequest, ctx: object) => Promise<Response>)(req, {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

async function statsOf(adId: number) {
  const [row] = await getDb()
    .select()
    .from(adStatsDaily)
    .where(and(eq(adStatsDaily.adId, adId), eq(adStatsDaily.day, pragueDay())));
  return row;
}

describe("the view beacon", () => {
  it("counts one view per visitor and day; not a crawler's, not the seller's; written by the flush", async () => {
    const seller = await sellerWithAd();
    const { ad } = seller;
    const reader = new Client();
    expect((await beacon(reader, "view", { adId: ad.id })).status).toBe(204);
    expect((await beacon(reader, "view", { adId: ad.id })).status).toBe(204); // a reload
    // the same address in another browser is another visitor
    await beacon(reader, "view", { adId: ad.id }, CHROME);
    await beacon(new Client(), "view", { adId: ad.id });
    await beacon(new Client(), "view", { adId: ad.id }, GOOGLEBOT);
    await beacon(new Client(), "view", { adId: ad.id }, "");
    expect((await beacon(seller.client, "view", { adId: ad.id })).status).toBe(204);
    // a signed-in reader who is not the seller counts
    const other = await signedInClient();
    await beacon(other.client, "view", { adId: ad.id });
    expect(await statsOf(ad.id)).toBeUndefined(); // nothing written on the request's path
    await flushStats();
    expect(await statsOf(ad.id)).toMatchObject({ views: 4, impressions: 0 });
    // the next flush adds to the day's row
    await beacon(new Client(), "view", { adId: ad.id });
    await flushStats();
    expect((await statsOf(ad.id)).views).toBe(5);
  });

  it("accepts sendBeacon's text/plain body; refuses another origin (403) and bad bodies (400)", async () => {
    const ad = await createAd();
    const ok = await rawBeacon("view", JSON.stringify({ adId: ad.id }), "text/plain;charset=UTF-8");
    expect(ok.status).toBe(204);
    const foreign = await rawBeacon(
      "view",
      JSON.stringify({ adId: ad.id }),
      "text/plain",
      "https://evil.example",
    );
    expect(foreign).toMatchObject({ status: 403, body: { code: "forbidden.origin" } });
    const none = await rawBeacon("view", JSON.stringify({ adId: ad.id }), "text/plain", null);
    expect(none.status).toBe(403);
    expect((await rawBeacon("view", "adId=1", "application/x-www-form-urlencoded")).body.code).toBe(
      "bad_request.json",
    );
    expect(await rawBeacon("view", "{not json", "text/plain")).toMatchObject({
      status: 400,
      body: { code: "bad_request.json" },
    });
    for (const json of [
      {},
      { adId: "5" },
      { adId: 0 },
      { adId: 1.5 },
      { adId: 2 ** 31 },
      { adId: 1, x: 1 },
    ]) {
      const res = await beacon(new Client(), "view", json);
      expect([json, res.status, res.body.code]).toEqual([json, 400, "bad_request"]);
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1);
    for (const json of [{ ids: [] }, { ids: tooMany }, { ids: ["1"] }, { adId: 1 }]) {
      const res = await beacon(new Client(), "impressions", json);
      expect([json, res.status, res.body.code]).toEqual([json, 400, "bad_request"]);
    }
    await flushStats();
    expect((await statsOf(ad.id)).views).toBe(1); // only the good one
  });

  it("answers an unknown ad 204 and writes no row for it", async () => {
    const ad = await createAd();
    expect((await beacon(new Client(), "view", { adId: 987654 })).status).toBe(204);
    await beacon(new Client(), "view", { adId: ad.id });
    await flushStats();
    const rows = await getDb().select().from(adStatsDaily).where(eq(adStatsDaily.adId, 987654));
    expect(rows).toEqual([]);
    expect((await statsOf(ad.id)).views).toBe(1); // the known ad of the same batch is written
    expect(pendingStats()).toEqual([]);
  });

  it("rate-limits a client address generously (429)", async () => {
    const ad = await createAd();
    const c = new Client();
    let last = 0;
    for (let i = 0; i < 301; i++) last = (await beacon(c, "click", { adId: ad.id })).status;
    expect(last).toBe(429);
    await flushStats();
    expect((await statsOf(ad.id)).clicks).toBe(300);
  });
});

describe("impressions, clicks and shares", () => {
  it("counts the results page's shown ads once each, a click and a share", async () => {
    const a = await createAd();
    const b = await createAd();
    const c = new Client();
    expect((await beacon(c, "impressions", { ids: [a.id, b.id, a.id] })).status).toBe(204);
    await beacon(new Client(), "impressions", { ids: [a.id] });
    await beacon(c, "click", { adId: b.id });
    await beacon(c, "share", { adId: a.id });
    await beacon(c, "impressions", { ids: [a.id] }, GOOGLEBOT);
    await flushStats();
    expect(await statsOf(a.id)).toMatchObject({ impressions: 2, clicks: 0, shares: 1, views: 0 });
    expect(await statsOf(b.id)).toMatchObject({ impressions: 1, clicks: 1, shares: 0 });
  });
});

describe("counts where they happen", () => {
  it("counts a phone reveal from the ad's page", async () => {
    const user = await createUser();
    const profile = await createSeller({
      userId: user.id,
      phoneNumber: "+420777123456",
      phoneVerified: true,
    });
    const ad = await createAd({ sellerProfileId: profile.id, sellerUserId: user.id });
    const viewer = await signedInClient();
    const reveal = async (query: string) => {
      const req = viewer.client.request(`/api/seller-profiles/${profile.id}/contact/${query}`);
      const res = await contactRoute.GET(req, {
        params: Promise.resolve({ id: String(profile.id) }),
      });
      expect(res.status).toBe(200);
    };
    await reveal(`?ad=${ad.id}`);
    await reveal(`?ad=${ad.id}`);
    await reveal(""); // from the seller's page: no ad to count it on
    await flushStats();
    expect((await statsOf(ad.id)).phoneReveals).toBe(2);
  });

  it("counts a buyer's messages to the seller (signed in, a reply, a confirmed e-mail), not the seller's replies", async () => {
    const seller = await sellerWithAd();
    const buyer = await signedInClient();
    const sent = await send(buyer.client, seller.ad.id, "Je vůz stále k dispozici?");
    expect(sent.status).toBe(201);
    const threadId = sent.body.conversation_id as number;
    const { POST: replyPost } = await import("@/app/api/conversations/[id]/messages/route");
    const reply = (c: Client, body: string) =>
      callWith(
        c,
        replyPost,
        `/api/conversations/${threadId}/messages/`,
        { id: String(threadId) },
        { json: { body } },
      );
    expect((await reply(seller.client, "Ano, je.")).status).toBe(201);
    expect((await reply(buyer.client, "Mohu se přijít podívat?")).status).toBe(201);
    // a signed-out buyer: counted when the e-mail is confirmed, once
    const anonymous = new Client();
    await anonymous.me();
    const email = "jana.stats@example.test";
    const written = await writeToAd(anonymous, seller.ad.id, {
      body: "Dobrý den, platí cena?",
      name: "Jana",
      email,
    });
    expect(written.status).toBe(202);
    await flushStats();
    expect((await statsOf(seller.ad.id)).messages).toBe(2);
    const token = new URL(linkIn((await lastMailTo(email))!.text)!).searchParams.get("token")!;
    expect((await confirmPost(anonymous, token)).status).toBe(200);
    expect((await confirmPost(anonymous, token)).status).toBe(200); // the link opened again
    await flushStats();
    expect((await statsOf(seller.ad.id)).messages).toBe(3);
  });

  it("counts a favourite when added (toggle and the sign-in merge), not when removed", async () => {
    const a = await createAd();
    const b = await createAd();
    const { client } = await signedInClient();
    const flip = (id: number) =>
      callWith(
        client,
        toggle.POST,
        `/api/favorites/${id}/toggle/`,
        { id: String(id) },
        { method: "POST" },
      );
    expect((await flip(a.id)).body.status).toBe("added");
    expect((await flip(a.id)).body.status).toBe("removed");
    const merged = await client.call(merge.POST, "/api/favorites/merge/", {
      method: "POST",
      json: { ads: [{ id: b.id }, { id: a.id }] },
    });
    expect(merged.body.added).toBe(2);
    await client.call(merge.POST, "/api/favorites/merge/", {
      method: "POST",
      json: { ads: [{ id: b.id }] },
    });
    await flushStats();
    expect((await statsOf(a.id)).favorites).toBe(2);
    expect((await statsOf(b.id)).favorites).toBe(1);
  });
});

describe("the counter's batching", () => {
  it("adds two counts of one ad and day into one row of one upsert", async () => {
    const ad = await createAd();
    countAdEvent(ad.id, "views");
    countAdEvent(ad.id, "views", 2);
    countAdEvent(ad.id, "clicks");
    expect(pendingStats()).toEqual([
      { adId: ad.id, day: pragueDay(), counts: { views: 3, clicks: 1 } },
    ]);
    const db = getDb();
    const execute = jest.spyOn(db, "execute");
    await flushStats();
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(await statsOf(ad.id)).toMatchObject({ views: 3, clicks: 1 });
  });

  it("keeps the counts of a failed flush for the next one", async () => {
    const ad = await createAd();
    countAdEvent(ad.id, "shares");
    const db = getDb();
    const execute = jest.spyOn(db, "execute").mockRejectedValueOnce(new Error("connection lost"));
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    await flushStats();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("flush failed"), "connection lost");
    countAdEvent(ad.id, "shares");
    await flushStats();
    execute.mockRestore();
    error.mockRestore();
    expect((await statsOf(ad.id)).shares).toBe(2);
  });
});

describe("the retention roll-up", () => {
  it("sums days older than 13 months per ad and month, adding to a month already there, and deletes them", async () => {
    const a = await createAd();
    const b = await createAd();
    const db = getDb();
    await db.insert(adStatsDaily).values([
      { adId: a.id, day: "2025-09-03", views: 2, clicks: 1 },
      { adId: a.id, day: "2025-09-20", views: 3, shares: 1 },
      { adId: a.id, day: "2025-10-27", views: 7 },
      { adId: a.id, day: "2025-10-29", views: 100 }, // 13 months before 2026-11-29: kept
      { adId: b.id, day: "2025-09-10", impressions: 40 },
    ]);
    await db.insert(adStatsMonthly).values({ adId: a.id, month: "2025-09-01", views: 10 });
    expect(await rollUpOldStats("2026-11-29")).toBe(4);
    const monthly = await db.select().from(adStatsMonthly);
    const of = (adId: number, month: string) =>
      monthly.find((m) => m.adId === adId && m.month === month);
    expect(of(a.id, "2025-09-01")).toMatchObject({ views: 15, clicks: 1, shares: 1 });
    expect(of(a.id, "2025-10-01")).toMatchObject({ views: 7 });
    expect(of(b.id, "2025-09-01")).toMatchObject({ impressions: 40, views: 0 });
    const days = await db
      .select({ day: adStatsDaily.day })
      .from(adStatsDaily)
      .where(inArray(adStatsDaily.adId, [a.id, b.id]));
    expect(days.map((d) => d.day)).toEqual(["2025-10-29"]);
    expect(await rollUpOldStats("2026-11-29")).toBe(0);
  });
});
