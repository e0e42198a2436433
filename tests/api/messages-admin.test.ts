/** @jest-environment node */
// Reported threads in the admin queue (issue 31): listed with their messages for admins only,
// resolved with the ad reports' two decisions, audited.
import { eq } from "drizzle-orm";
import * as queueRoute from "@/app/api/admin/reports/route";
import * as resolveRoute from "@/app/api/admin/conversations/[id]/resolve/route";
import { setAdminRole } from "@/lib/admin/mutations";
import { getDb } from "@/lib/infra/db/client";
import { adminAuditLog, ads } from "@/lib/infra/db/schema";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { signedInClient } from "./auth.helpers";
import { answer, callWith, reportIt, send, sellerWithAd, thread } from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

async function admin() {
  const a = await signedInClient();
  await setAdminRole({ email: a.email, admin: true });
  return a;
}

const threadsQueue = (c: Awaited<ReturnType<typeof admin>>["client"]) =>
  callWith(c, queueRoute.GET, "/api/admin/reports/?kind=threads", {});
const resolve = (c: Awaited<ReturnType<typeof admin>>["client"], id: number, json: object) =>
  callWith(
    c,
    resolveRoute.POST,
    `/api/admin/conversations/${id}/resolve/`,
    { id: String(id) },
    {
      json,
    },
  );

async function reportedThread(reason = "scam") {
  const seller = await sellerWithAd();
  const buyer = await signedInClient();
  const id = (
    await send(buyer.client, seller.ad.id, "Pošlete zálohu 20 000 Kč na dopravu z Německa")
  ).body.conversation_id as number;
  await answer(seller.client, id, "Nejdřív prohlídka.");
  expect((await reportIt(seller.client, id, { reason, note: "Chce zálohu" })).status).toBe(200);
  return { seller, buyer, id };
}

describe("reported threads in the admin queue", () => {
  it("are listed for admins with the thread's messages, and refused to everyone else", async () => {
    const { seller, buyer, id } = await reportedThread();
    const a = await admin();
    const list = await threadsQueue(a.client);
    expect(list.status).toBe(200);
    const item = list.body.results.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      reason: "scam",
      note: "Chce zálohu",
      reported_by: "seller",
      ad: { id: seller.ad.id, status: "active" },
      messages: [
        { from: "buyer", body: "Pošlete zálohu 20 000 Kč na dopravu z Německa" },
        { from: "seller", body: "Nejdřív prohlídka." },
      ],
    });
    expect(list.text).not.toContain(buyer.email);
    expect((await threadsQueue(seller.client)).status).toBe(403);
  });

  it("dismiss closes the report; archive archives the ad; both audited once", async () => {
    const a = await admin();
    const first = await reportedThread("spam");
    expect(await resolve(a.client, first.id, { action: "dismiss" })).toMatchObject({
      status: 200,
      body: { resolved: 1 },
    });
    expect((await resolve(a.client, first.id, { action: "dismiss" })).body.resolved).toBe(0);
    expect((await thread(first.seller.client, first.id)).body.reported).toBe(false);

    const second = await reportedThread();
    expect((await resolve(a.client, second.id, { action: "archive" })).body.fields).toEqual({
      reason: "adminArchive.errors.reasonRequired",
    });
    const archived = await resolve(a.client, second.id, {
      action: "archive",
      reason: "Podvodné zprávy: záloha na dopravu",
    });
    expect(archived.body).toMatchObject({ action: "archive", resolved: 1 });
    const [ad] = await getDb().select().from(ads).where(eq(ads.id, second.seller.ad.id));
    expect(ad.status).toBe("archived");

    const ids = (await threadsQueue(a.client)).body.results.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    const log = await getDb()
      .select({ action: adminAuditLog.action, target: adminAuditLog.target })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, a.user.id));
    expect(log).toEqual(
      expect.arrayContaining([
        { action: "report.dismiss", target: `conversation:${first.id}` },
        { action: "report.action", target: `conversation:${second.id}` },
      ]),
    );
    expect(log.filter((l) => l.target.startsWith("conversation:"))).toHaveLength(2);
    expect((await resolve(first.seller.client, first.id, { action: "dismiss" })).status).toBe(403);
  });
});

describe("threads the scam shield raises", () => {
  const queued = async (c: Awaited<ReturnType<typeof admin>>["client"], id: number) =>
    (await threadsQueue(c)).body.results.find((r: { id: number }) => r.id === id);

  it("enter the queue at the second flagged message, unreported, and leave it when dismissed", async () => {
    const a = await admin();
    const seller = await sellerWithAd("Octavia raised");
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Pošlu víc, vraťte mi rozdíl.")).body
      .conversation_id as number;
    await answer(seller.client, id, "Ne, děkuji. Přijďte se podívat.");
    await send(buyer.client, seller.ad.id, "Je vůz stále k dispozici?");
    // one flagged message among clean ones is not enough
    expect(await queued(a.client, id)).toBeUndefined();

    await send(buyer.client, seller.ad.id, "Můj agent si auto vyzvedne, napište na WhatsApp.");
    expect(await queued(a.client, id)).toMatchObject({
      raised: true,
      reason: "scam",
      reported_by: null,
      note: null,
      ad: { id: seller.ad.id },
    });
    // the sides see no report: nobody reported it
    expect((await thread(seller.client, id)).body.reported).toBe(false);

    expect((await resolve(a.client, id, { action: "dismiss" })).body.resolved).toBe(1);
    expect(await queued(a.client, id)).toBeUndefined();
    const [log] = await getDb()
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `conversation:${id}`));
    expect(log.details).toMatchObject({ kind: "thread", reason: "raised" });
    // one more flagged message after the decision does not raise it again; two do
    await send(buyer.client, seller.ad.id, "Pošlu víc, vraťte mi rozdíl.");
    expect(await queued(a.client, id)).toBeUndefined();
    await send(buyer.client, seller.ad.id, "Zaplatím dárkovou kartou, pošlu kód.");
    expect((await queued(a.client, id))?.raised).toBe(true);
  });

  it("shows a reported thread once, as reported, even when it is also flagged", async () => {
    const a = await admin();
    const seller = await sellerWithAd("Fabia raised and reported");
    const buyer = await signedInClient();
    const id = (await send(buyer.client, seller.ad.id, "Pošlu víc, vraťte mi rozdíl.")).body
      .conversation_id as number;
    await send(buyer.client, seller.ad.id, "Můj agent si auto vyzvedne.");
    await reportIt(seller.client, id, { reason: "spam" });
    const results = (await threadsQueue(a.client)).body.results.filter(
      (r: { id: number }) => r.id === id,
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ raised: false, reason: "spam", reported_by: "seller" });
  });
});
