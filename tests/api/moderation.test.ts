/** @jest-environment node */
// Issue 15: users report ads (one report per user and ad), admins work the queue of reports and
// duplicate-VIN flags from /admin (archive or dismiss, audited), and read the audit log.
import { and, eq } from "drizzle-orm";
import * as adRoute from "@/app/api/ads/cars/[id]/route";
import * as reportRoute from "@/app/api/ads/cars/[id]/report/route";
import * as resolveRoute from "@/app/api/admin/ads/[id]/resolve/route";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as queueRoute from "@/app/api/admin/reports/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { getDb } from "@/lib/infra/db/client";
import { adReports, adminAuditLog } from "@/lib/infra/db/schema";
import { flagDuplicateVin } from "@/lib/moderation/vin-flags";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

/** An admin's archive carries the reason the seller is mailed (lib/moderation/schemas.ts). */
const REASON = "Podvodný inzerát: vůz neexistuje";

type Handler = (req: never, ctx: { params: Promise<never> }) => Promise<Response>;

async function call(c: Client, handler: unknown, path: string, params = {}, o: CallOptions = {}) {
  const res = await (handler as Handler)(c.request(path, o) as never, {
    params: Promise.resolve(params as never),
  });
  c.store(res);
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
}

const report = (c: Client, adId: number, json: unknown, o: CallOptions = {}) =>
  call(c, reportRoute.POST, `/api/ads/cars/${adId}/report/`, { id: String(adId) }, { json, ...o });
const resolve = (c: Client, adId: number, json: unknown) =>
  call(c, resolveRoute.POST, `/api/admin/ads/${adId}/resolve/`, { id: String(adId) }, { json });
const queue = (c: Client, query = "") =>
  call(c, queueRoute.GET, `/api/admin/reports/${query}`, {}, { method: "GET" });
const audit = (c: Client, query = "") =>
  call(c, auditRoute.GET, `/api/admin/audit/${query}`, {}, { method: "GET" });
const getAd = (adId: number) =>
  call(
    new Client(),
    adRoute.GET,
    `/api/ads/cars/${adId}/`,
    { id: String(adId) },
    {
      method: "GET",
    },
  );

/** A seller (signed in) with one active ad. */
async function sellerWithAd(overrides: Parameters<typeof createAd>[0] = {}) {
  const s = await signedInClient();
  const profile = await createSeller({ userId: s.user.id, displayName: `Prodejce ${s.user.id}` });
  const ad = await createAd({ sellerProfileId: profile.id, sellerUserId: s.user.id, ...overrides });
  return { ...s, profile, ad };
}

async function admin() {
  const a = await signedInClient();
  await setAdminRole({ email: a.email, admin: true });
  return a;
}

const reportsOf = (adId: number) =>
  getDb().select().from(adReports).where(eq(adReports.adId, adId)).orderBy(adReports.id);
const auditOf = (adId: number) =>
  getDb()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `ad:${adId}`))
    .orderBy(adminAuditLog.id);

describe("POST /api/ads/cars/{id}/report/", () => {
  it("refuses anonymous (401), missing CSRF (403), the owner (403 forbidden.own_ad) and missing ads (404)", async () => {
    const { client: owner, ad } = await sellerWithAd();
    expect((await report(new Client(), ad.id, { reason: "scam" })).status).toBe(401);
    const buyer = await signedInClient();
    expect((await report(buyer.client, ad.id, { reason: "scam" }, { csrf: null })).status).toBe(
      403,
    );
    const own = await report(owner, ad.id, { reason: "scam" });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: "forbidden.own_ad" });
    expect((await report(buyer.client, 99999999, { reason: "scam" })).status).toBe(404);
    expect(await reportsOf(ad.id)).toEqual([]);
  });

  it("takes one report per user and ad: 201 reported, then 200 already_reported changing nothing", async () => {
    const { ad } = await sellerWithAd();
    const buyer = await signedInClient();
    const first = await report(buyer.client, ad.id, { reason: "sold", note: "  Prodáno včera. " });
    expect(first).toEqual({ status: 201, body: { status: "reported" } });
    const again = await report(buyer.client, ad.id, { reason: "scam", note: "jiný důvod" });
    expect(again).toEqual({ status: 200, body: { status: "already_reported" } });
    expect(await reportsOf(ad.id)).toEqual([
      expect.objectContaining({
        reporterUserId: buyer.user.id,
        reason: "sold",
        note: "Prodáno včera.",
        status: "open",
      }),
    ]);
  });

  it("answers 400 with the field for a bad reason, the system's own reason or a note over 500 characters", async () => {
    const { ad } = await sellerWithAd();
    const buyer = await signedInClient();
    for (const json of [{ reason: "ugly" }, { reason: "duplicate_vin" }, {}]) {
      const res = await report(buyer.client, ad.id, json);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ reason: "errors.reason" });
    }
    const long = await report(buyer.client, ad.id, { reason: "wrong_info", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ note: "errors.noteTooLong" });
    const ok = await report(buyer.client, ad.id, { reason: "wrong_info", note: "x".repeat(500) });
    expect(ok.status).toBe(201);
  });

  it("refuses archived and deleted ads with 404", async () => {
    const archived = await sellerWithAd({ status: "archived" });
    const deleted = await sellerWithAd({ status: "deleted" });
    const buyer = await signedInClient();
    expect((await report(buyer.client, archived.ad.id, { reason: "sold" })).status).toBe(404);
    expect((await report(buyer.client, deleted.ad.id, { reason: "sold" })).status).toBe(404);
  });

  it("is limited to 10 reports a day per user (429)", async () => {
    const buyer = await signedInClient();
    for (let i = 0; i < 10; i++) {
      const { ad } = await sellerWithAd();
      expect((await report(buyer.client, ad.id, { reason: "duplicate" })).status).toBe(201);
    }
    const { ad } = await sellerWithAd();
    const res = await report(buyer.client, ad.id, { reason: "duplicate" });
    expect(res.status).toBe(429);
    expect(await reportsOf(ad.id)).toEqual([]);
  });
});

describe("the admin API", () => {
  it("answers 401 signed out and 403 to a signed-in non-admin on every route, changing nothing", async () => {
    const { ad } = await sellerWithAd();
    const buyer = await signedInClient();
    await report(buyer.client, ad.id, { reason: "scam" });
    for (const c of [new Client(), buyer.client]) {
      const want = c === buyer.client ? 403 : 401;
      expect((await queue(c)).status).toBe(want);
      expect((await queue(c, "?kind=vin")).status).toBe(want);
      expect((await audit(c)).status).toBe(want);
      expect((await resolve(c, ad.id, { action: "archive", reason: REASON })).status).toBe(want);
    }
    expect((await getAd(ad.id)).status).toBe(200);
    expect((await reportsOf(ad.id))[0].status).toBe("open");
  });

  it("lists open reports grouped per ad, oldest first, with reasons, notes and dates", async () => {
    const boss = await admin();
    const older = await sellerWithAd({ title: "Starší nahlášený" });
    const newer = await sellerWithAd({ title: "Novější nahlášený", price: 150000 });
    const [a, b, c] = [await signedInClient(), await signedInClient(), await signedInClient()];
    await report(a.client, older.ad.id, { reason: "scam", note: "Chce zálohu předem." });
    await report(a.client, newer.ad.id, { reason: "sold" });
    await report(b.client, newer.ad.id, { reason: "sold", note: "Auto už je pryč." });
    await report(c.client, newer.ad.id, { reason: "wrong_info" });

    const res = await queue(boss.client);
    expect(res.status).toBe(200);
    const mine = res.body.results.filter((g: { ad: { id: number } }) =>
      [older.ad.id, newer.ad.id].includes(g.ad.id),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        ad: expect.objectContaining({
          id: older.ad.id,
          title: "Starší nahlášený",
          status: "active",
        }),
        count: 1,
        reasons: [{ reason: "scam", count: 1 }],
        notes: [{ text: "Chce zálohu předem.", at: expect.any(String) }],
      }),
      expect.objectContaining({
        ad: {
          id: newer.ad.id,
          title: "Novější nahlášený",
          price: 150000,
          status: "active",
          seller: { id: newer.profile.id, name: newer.profile.displayName },
        },
        count: 3,
        reasons: [
          { reason: "sold", count: 2 },
          { reason: "wrong_info", count: 1 },
        ],
        notes: [{ text: "Auto už je pryč.", at: expect.any(String) }],
      }),
    ]);
    const group = mine[1];
    expect(Date.parse(group.first_reported)).toBeLessThanOrEqual(Date.parse(group.last_reported));
    expect(res.body.count).toBeGreaterThanOrEqual(2);
  });

  it("lists the duplicate-VIN flag with the other seller's ad, and not among users' reports", async () => {
    const boss = await admin();
    const vin = "TMBJJ7NE5J0123456";
    const first = await sellerWithAd({ vinNumber: vin, title: "Původní Octavia" });
    const copy = await sellerWithAd({ vinNumber: vin, title: "Kopie Octavie" });
    expect(await flagDuplicateVin(copy.ad.id)).toEqual([first.ad.id]);

    const res = await queue(boss.client, "?kind=vin");
    expect(res.status).toBe(200);
    expect(res.body.results).toContainEqual({
      ad: expect.objectContaining({ id: copy.ad.id, title: "Kopie Octavie" }),
      vin,
      flagged_at: expect.any(String),
      others: [expect.objectContaining({ id: first.ad.id, title: "Původní Octavia" })],
    });
    const reports = await queue(boss.client, "?kind=reports");
    expect(reports.body.results.map((g: { ad: { id: number } }) => g.ad.id)).not.toContain(
      copy.ad.id,
    );
  });

  it("refuses an archive from the queue without a reason (400, field error), changing nothing", async () => {
    const boss = await admin();
    const { ad } = await sellerWithAd();
    for (const body of [{ action: "archive" }, { action: "archive", reason: " " }]) {
      const res = await resolve(boss.client, ad.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ reason: "adminArchive.errors.reasonRequired" });
    }
    expect((await getAd(ad.id)).status).toBe(200);
    expect(await auditOf(ad.id)).toEqual([]);
    // a dismissal needs none
    expect((await resolve(boss.client, ad.id, { action: "dismiss" })).status).toBe(200);
  });

  it("archives from the queue: the ad answers 410, its reports are actioned, both steps audited; a second click changes nothing", async () => {
    const boss = await admin();
    const { ad } = await sellerWithAd();
    const [a, b] = [await signedInClient(), await signedInClient()];
    await report(a.client, ad.id, { reason: "scam" });
    await report(b.client, ad.id, { reason: "sold" });

    const res = await resolve(boss.client, ad.id, { action: "archive", reason: REASON });
    expect(res).toEqual({ status: 200, body: { id: ad.id, action: "archive", resolved: 2 } });
    expect((await getAd(ad.id)).status).toBe(410);
    const rows = await reportsOf(ad.id);
    expect(rows.map((r) => [r.status, r.resolvedBy])).toEqual([
      ["actioned", boss.user.id],
      ["actioned", boss.user.id],
    ]);
    expect(rows.every((r) => r.resolvedAt instanceof Date)).toBe(true);
    expect((await auditOf(ad.id)).map((r) => [r.action, r.actorUserId])).toEqual([
      ["ad.archive", boss.user.id],
      ["report.action", boss.user.id],
    ]);
    expect((await auditOf(ad.id))[0].details).toMatchObject({ reason: REASON });

    const again = await resolve(boss.client, ad.id, { action: "archive", reason: REASON });
    expect(again.body).toEqual({ id: ad.id, action: "archive", resolved: 0 });
    expect(await auditOf(ad.id)).toHaveLength(2);
    const list = await queue(boss.client);
    expect(list.body.results.map((g: { ad: { id: number } }) => g.ad.id)).not.toContain(ad.id);

    const log = await audit(boss.client);
    expect(log.status).toBe(200);
    expect(log.body.results[0]).toMatchObject({
      actor: boss.email,
      action: "report.action",
      target: `ad:${ad.id}`,
      ad: { id: ad.id, title: ad.title },
      details: { before: { status: "open" }, after: { status: "actioned" } },
    });
  });

  it("dismisses: the reports close, the ad stays active, the dismissal is audited; a VIN flag of the ad stays open", async () => {
    const boss = await admin();
    const vin = "WVWZZZ1KZ8W123456";
    await sellerWithAd({ vinNumber: vin });
    const { ad } = await sellerWithAd({ vinNumber: vin });
    await flagDuplicateVin(ad.id);
    const buyer = await signedInClient();
    await report(buyer.client, ad.id, { reason: "wrong_info" });

    const res = await resolve(boss.client, ad.id, { action: "dismiss", kind: "reports" });
    expect(res.body).toEqual({ id: ad.id, action: "dismiss", resolved: 1 });
    expect((await getAd(ad.id)).status).toBe(200);
    expect((await reportsOf(ad.id)).map((r) => [r.reason, r.status])).toEqual([
      ["duplicate_vin", "open"],
      ["wrong_info", "dismissed"],
    ]);
    expect((await auditOf(ad.id)).map((r) => r.action)).toEqual(["report.dismiss"]);

    await resolve(boss.client, ad.id, { action: "dismiss", kind: "vin" });
    expect((await reportsOf(ad.id)).map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect((await resolve(boss.client, ad.id, { action: "dismiss" })).body.resolved).toBe(0);
    expect((await auditOf(ad.id)).map((r) => r.action)).toEqual([
      "report.dismiss",
      "report.dismiss",
    ]);
  });

  it("answers 400 for an unknown action and 404 for a missing ad", async () => {
    const boss = await admin();
    const { ad } = await sellerWithAd();
    const bad = await resolve(boss.client, ad.id, { action: "delete" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("action");
    expect((await resolve(boss.client, 99999999, { action: "dismiss" })).status).toBe(404);
  });

  it("pages the audit log by 20, newest first; the command line shows as no actor", async () => {
    const boss = await admin();
    for (let i = 0; i < 22; i++) {
      const { ad } = await sellerWithAd();
      await resolve(boss.client, ad.id, { action: "archive", reason: REASON });
    }
    const one = await audit(boss.client);
    const two = await audit(boss.client, "?page=2");
    expect(one.body.results).toHaveLength(20);
    expect(one.body.count).toBeGreaterThanOrEqual(23); // 22 archives and the grant
    expect(two.body.results).toHaveLength(Math.min(20, one.body.count - 20));
    const ids = [...one.body.results, ...two.body.results].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(ids.length);
    const grant = await getDb()
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, "admin.grant"),
          eq(adminAuditLog.target, `user:${boss.user.id}`),
        ),
      );
    const last = Math.ceil(one.body.count / 20);
    const all = [];
    for (let p = 1; p <= last; p++)
      all.push(...(await audit(boss.client, `?page=${p}`)).body.results);
    expect(all.find((r: { id: number }) => r.id === grant[0].id)).toMatchObject({
      actor: null,
      action: "admin.grant",
    });
  });

  it("leaves no way to change the audit log: UPDATE and DELETE are refused by the database", async () => {
    const boss = await admin();
    const { ad } = await sellerWithAd();
    await resolve(boss.client, ad.id, { action: "archive", reason: REASON });
    const before = await auditOf(ad.id);
    await expect(
      getDb()
        .update(adminAuditLog)
        .set({ action: "nothing" })
        .where(eq(adminAuditLog.target, `ad:${ad.id}`)),
    ).rejects.toThrow();
    await expect(
      getDb()
        .delete(adminAuditLog)
        .where(eq(adminAuditLog.target, `ad:${ad.id}`)),
    ).rejects.toThrow();
    expect(await auditOf(ad.id)).toEqual(before);
    // and the API has no verb that writes it
    expect(Object.keys(auditRoute)).toEqual(
      expect.not.arrayContaining(["POST", "PATCH", "PUT", "DELETE"]),
    );
  });
});
